ps_1_4
mad r0, c2, c0, v0
