ps_2_0
dcl t0
mov r0, t0
sgn r1, r0, r2, r3
mov oC0, t0
