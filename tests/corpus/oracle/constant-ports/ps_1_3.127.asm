ps_1_3
mad r0, v0, c0, c2
