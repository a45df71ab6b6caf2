ps_1_4
mad r0, c1, c0, c1.w
