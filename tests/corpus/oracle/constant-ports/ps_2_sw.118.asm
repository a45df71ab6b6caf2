ps_2_sw
dcl t0
mad r0, c1.w, c1.w, c1.w
mov oC0, r0
