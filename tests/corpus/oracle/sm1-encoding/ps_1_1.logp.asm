ps_1_1
logp r1, v0.x
mov r0, v0
