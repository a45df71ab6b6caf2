ps_1_3
dsx r1, v0
mov r0, v0
