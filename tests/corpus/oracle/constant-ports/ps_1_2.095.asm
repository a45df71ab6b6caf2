ps_1_2
mad r0, c2, v0, c0
