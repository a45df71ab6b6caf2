ps_1_3
add r0, c1, v0
