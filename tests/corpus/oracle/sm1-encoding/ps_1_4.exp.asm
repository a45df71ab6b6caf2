ps_1_4
exp r1, v0.x
mov r0, v0
