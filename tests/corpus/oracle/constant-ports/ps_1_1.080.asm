ps_1_1
mad r0, c2, c1, c0
