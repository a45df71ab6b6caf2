ps_1_3
mad r0, v0, c2, c1.w
