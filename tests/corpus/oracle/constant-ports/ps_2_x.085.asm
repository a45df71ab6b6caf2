ps_2_x
dcl t0
mad r0, c2, c2, c0
mov oC0, r0
