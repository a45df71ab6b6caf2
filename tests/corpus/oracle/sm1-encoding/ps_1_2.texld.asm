ps_1_2
texld r1, t0
mov r0, v0
