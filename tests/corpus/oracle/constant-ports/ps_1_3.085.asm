ps_1_3
mad r0, c2, c2, c0
