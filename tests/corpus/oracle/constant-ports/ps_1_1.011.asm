ps_1_1
add r0, c2, c1
