ps_1_1
exp r1, v0.x
mov r0, v0
