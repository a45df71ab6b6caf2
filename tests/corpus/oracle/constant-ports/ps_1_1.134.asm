ps_1_1
mad r0, v0, c1, v0
