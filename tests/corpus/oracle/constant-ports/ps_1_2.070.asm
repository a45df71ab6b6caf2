ps_1_2
mad r0, c1, v0, c0
