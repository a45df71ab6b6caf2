ps_1_3
mad r0, c1, c0, c0
