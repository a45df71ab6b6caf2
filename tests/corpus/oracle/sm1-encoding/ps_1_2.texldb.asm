ps_1_2
texldb r1, t0, s0
mov r0, v0
