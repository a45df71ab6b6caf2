ps_1_1
add r1, v0, c0
mov r0, v0
