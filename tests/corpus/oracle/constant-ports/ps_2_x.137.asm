ps_2_x
dcl t0
mad r0, t0, c2, c2
mov oC0, r0
