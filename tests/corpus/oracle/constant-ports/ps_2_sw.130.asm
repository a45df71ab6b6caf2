ps_2_sw
dcl t0
mad r0, t0, c1, c0
mov oC0, r0
