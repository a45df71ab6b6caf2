ps_1_3
mov r1, v0
mov r0, v0
