ps_1_4
mad r0, c2, v0, c0
