ps_2_0
dcl t0
mad r0, c1, t0, c0
mov oC0, r0
