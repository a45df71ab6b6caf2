ps_2_sw
dcl t0
dp2add r0, c0, t0, c1.x
mov oC0, r0
