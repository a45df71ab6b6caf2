ps_2_sw
dcl t0
mad r0, t0, c2, c1.w
mov oC0, r0
