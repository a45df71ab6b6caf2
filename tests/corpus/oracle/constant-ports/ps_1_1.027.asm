ps_1_1
mad r0, c0, c0, c2
