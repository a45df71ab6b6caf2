ps_1_2
dst r1, v0, c0
mov r0, v0
