ps_1_1
mad r0, c1, c1.w, v0
