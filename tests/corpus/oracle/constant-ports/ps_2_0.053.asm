ps_2_0
dcl t0
mad r0, c1, c0, c1.w
mov oC0, r0
