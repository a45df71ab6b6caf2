ps_2_0
dcl t0
mad r0, c1.w, c1.w, t0
mov oC0, r0
