ps_2_sw
dcl t0
mad r0, c0, c1.w, t0
mov oC0, r0
