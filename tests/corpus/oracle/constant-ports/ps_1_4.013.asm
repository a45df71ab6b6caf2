ps_1_4
add r0, c2, c1.w
