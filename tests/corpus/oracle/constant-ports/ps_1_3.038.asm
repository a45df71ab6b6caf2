ps_1_3
mad r0, c0, c2, c1.w
