ps_2_0
dcl t0
mov r0, t0
m4x3 r1.xyz, r0, c0
mov oC0, t0
