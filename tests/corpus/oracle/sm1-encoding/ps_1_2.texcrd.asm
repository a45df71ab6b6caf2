ps_1_2
texcrd r1.rgb, t0
mov r0, v0
