ps_1_4
texm3x3spec r1, v0, c0
mov r0, v0
