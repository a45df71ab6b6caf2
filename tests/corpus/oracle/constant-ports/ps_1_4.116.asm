ps_1_4
mad r0, c1.w, c1.w, c1
