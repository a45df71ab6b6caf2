ps_1_1
mad r0, c1.w, c2, c1.w
