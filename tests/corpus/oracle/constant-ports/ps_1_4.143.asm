ps_1_4
mad r0, v0, c1.w, c1.w
