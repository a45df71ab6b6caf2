ps_1_4
dp4 r1, v0, c0
mov r0, v0
