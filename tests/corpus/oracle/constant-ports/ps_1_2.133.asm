ps_1_2
mad r0, v0, c1, c1.w
