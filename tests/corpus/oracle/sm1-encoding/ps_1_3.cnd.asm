ps_1_3
mov r0, v0
cnd r1, r0.a, v0, c0
mov r0, v0
