ps_1_3
add r0, c2, v0
