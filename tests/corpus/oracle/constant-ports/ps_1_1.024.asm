ps_1_1
add r0, v0, v0
