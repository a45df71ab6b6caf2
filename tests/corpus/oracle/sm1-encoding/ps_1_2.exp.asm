ps_1_2
exp r1, v0.x
mov r0, v0
