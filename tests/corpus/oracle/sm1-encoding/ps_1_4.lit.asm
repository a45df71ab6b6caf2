ps_1_4
lit r1, v0
mov r0, v0
