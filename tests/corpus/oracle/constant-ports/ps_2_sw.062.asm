ps_2_sw
dcl t0
mad r0, c1, c2, c2
mov oC0, r0
