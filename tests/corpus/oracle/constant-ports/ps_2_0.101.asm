ps_2_0
dcl t0
mad r0, c1.w, c0, c1
mov oC0, r0
