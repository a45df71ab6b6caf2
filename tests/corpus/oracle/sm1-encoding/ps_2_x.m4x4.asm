ps_2_x
dcl t0
mov r0, t0
m4x4 r1, r0, c0
mov oC0, t0
