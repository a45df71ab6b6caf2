ps_1_1
mad r0, c2, v0, c1.w
