ps_2_x
dcl t0
mov r0, t0
dp2add r1, r0, c0, t0.x
mov oC0, t0
