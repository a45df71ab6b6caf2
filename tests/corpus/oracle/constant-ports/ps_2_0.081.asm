ps_2_0
dcl t0
mad r0, c2, c1, c1
mov oC0, r0
