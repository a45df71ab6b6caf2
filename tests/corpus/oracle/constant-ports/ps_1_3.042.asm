ps_1_3
mad r0, c0, c1.w, c2
