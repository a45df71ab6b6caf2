ps_1_2
mad r0, c1, c0, v0
