ps_2_0
dcl t0
dp2add r0, t0, t0, c0.x
mov oC0, r0
