ps_1_2
add r0, c0, c1
