ps_1_3
max r1, v0, c0
mov r0, v0
