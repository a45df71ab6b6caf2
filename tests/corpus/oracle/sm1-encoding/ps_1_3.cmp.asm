ps_1_3
cmp r1, v0, c0, v1
mov r0, v0
