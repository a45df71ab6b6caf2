ps_1_3
bem r1.rg, v0, c0
mov r0, v0
