ps_1_1
add r0, c1.w, c2
