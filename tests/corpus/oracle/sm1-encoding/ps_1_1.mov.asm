ps_1_1
mov r1, v0
mov r0, v0
