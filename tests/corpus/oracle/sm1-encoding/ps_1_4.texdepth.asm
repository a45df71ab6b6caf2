ps_1_4
texcrd r5.rgb, t0
phase
texdepth r5
mov r0, v0
