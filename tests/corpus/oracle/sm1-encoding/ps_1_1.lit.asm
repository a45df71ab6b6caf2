ps_1_1
lit r1, v0
mov r0, v0
