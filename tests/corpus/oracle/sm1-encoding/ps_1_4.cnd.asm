ps_1_4
cnd r1, v0, c0, v1
mov r0, v0
