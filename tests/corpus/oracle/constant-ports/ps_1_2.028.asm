ps_1_2
mad r0, c0, c0, c1.w
