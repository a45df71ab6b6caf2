ps_1_2
add r0, c1.w, c2
