ps_1_3
mad r0, c1.w, v0, c1
