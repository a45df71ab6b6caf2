ps_1_3
tex t0
texreg2ar t1, t0
mov r0, v0
