ps_1_2
mov r1, v0
mov r0, v0
