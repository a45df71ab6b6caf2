ps_1_2
mad r0, c0, v0, c0
