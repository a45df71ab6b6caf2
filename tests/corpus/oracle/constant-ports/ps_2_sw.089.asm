ps_2_sw
dcl t0
mad r0, c2, c2, t0
mov oC0, r0
