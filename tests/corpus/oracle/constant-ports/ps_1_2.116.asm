ps_1_2
mad r0, c1.w, c1.w, c1
