ps_2_x
dcl t0
mad r0, c1, c2, c1
mov oC0, r0
