ps_1_4
texdp3tex r1, v0
mov r0, v0
