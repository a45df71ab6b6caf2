ps_1_1
add r0, c0, c1
