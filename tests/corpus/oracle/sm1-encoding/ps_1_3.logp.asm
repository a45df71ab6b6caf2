ps_1_3
logp r1, v0.x
mov r0, v0
