ps_1_2
mad r0, v0, c2, c1
