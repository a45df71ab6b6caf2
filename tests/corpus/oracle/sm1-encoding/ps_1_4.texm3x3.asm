ps_1_4
texm3x3 r1, v0
mov r0, v0
