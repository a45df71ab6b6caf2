ps_1_4
texdp3 r1, v0
mov r0, v0
