ps_1_2
dsx r1, v0
mov r0, v0
