ps_1_3
add r0, c0, c1.w
