ps_1_3
mad r0, c2, v0, c1
