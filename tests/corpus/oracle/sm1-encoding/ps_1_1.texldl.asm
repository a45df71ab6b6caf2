ps_1_1
texldl r1, t0, s0
mov r0, v0
