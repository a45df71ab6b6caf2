ps_1_4
mad r0, c1, v0, c0
