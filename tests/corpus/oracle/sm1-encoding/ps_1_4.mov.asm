ps_1_4
mov r1, v0
mov r0, v0
