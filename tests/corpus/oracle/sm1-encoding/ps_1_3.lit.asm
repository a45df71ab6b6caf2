ps_1_3
lit r1, v0
mov r0, v0
