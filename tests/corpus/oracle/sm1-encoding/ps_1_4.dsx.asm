ps_1_4
dsx r1, v0
mov r0, v0
