ps_1_4
add r0, v0, c2
