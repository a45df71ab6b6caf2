ps_1_3
exp r1, v0.x
mov r0, v0
