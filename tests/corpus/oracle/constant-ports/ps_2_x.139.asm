ps_2_x
dcl t0
mad r0, t0, c2, t0
mov oC0, r0
