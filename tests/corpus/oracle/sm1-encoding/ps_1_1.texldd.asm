ps_1_1
texldd r1, t0, s0, v0, v0
mov r0, v0
