ps_1_4
add r0, c1, v0
