ps_1_3
add r0, c1.w, c1.w
