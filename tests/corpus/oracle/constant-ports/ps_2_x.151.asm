ps_2_x
dcl t0
dp2add r0, c0, c0, c0.x
mov oC0, r0
