ps_1_3
mad r0, c1, c2, c2
