ps_1_2
add r0, v0, c1
