ps_1_3
add r0, v0, c1
