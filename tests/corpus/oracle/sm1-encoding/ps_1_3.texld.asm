ps_1_3
texld r1, t0
mov r0, v0
