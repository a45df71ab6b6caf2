ps_1_4
mad r0, v0, c2, c2
