ps_1_2
mad r0, c2, c0, c1
