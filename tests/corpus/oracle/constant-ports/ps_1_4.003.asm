ps_1_4
add r0, c0, c1.w
