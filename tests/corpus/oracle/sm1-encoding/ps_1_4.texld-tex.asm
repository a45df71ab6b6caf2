ps_1_4
texld t0
mov r0, v0
