ps_2_sw
dcl t0
mad r0, t0, c0, t0
mov oC0, r0
