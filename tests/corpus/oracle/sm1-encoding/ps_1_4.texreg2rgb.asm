ps_1_4
texreg2rgb r1, v0
mov r0, v0
