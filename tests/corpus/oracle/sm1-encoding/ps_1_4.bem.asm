ps_1_4
texld r0, t0
texcrd r1.rgb, t1
bem r2.rg, r1, r0
mov r2.b, c0
phase
texld r2, r2
mov r0, r2
mov r0, v0
