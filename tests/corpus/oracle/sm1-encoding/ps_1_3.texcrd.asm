ps_1_3
texcrd r1.rgb, t0
mov r0, v0
