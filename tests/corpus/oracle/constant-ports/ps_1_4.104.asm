ps_1_4
mad r0, c1.w, c0, v0
