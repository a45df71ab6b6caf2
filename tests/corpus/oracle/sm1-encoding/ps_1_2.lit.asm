ps_1_2
lit r1, v0
mov r0, v0
