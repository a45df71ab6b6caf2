ps_1_1
mad r0, c0, v0, c0
