ps_1_3
texldl r1, t0, s0
mov r0, v0
