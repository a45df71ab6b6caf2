ps_1_1
dsx r1, v0
mov r0, v0
