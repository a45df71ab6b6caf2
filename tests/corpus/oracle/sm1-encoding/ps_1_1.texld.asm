ps_1_1
texld r1, t0
mov r0, v0
