ps_1_4
texcrd r1.rgb, t0
phase
mov r0, v0
