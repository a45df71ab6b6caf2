ps_1_2
add r0, c2, c2
