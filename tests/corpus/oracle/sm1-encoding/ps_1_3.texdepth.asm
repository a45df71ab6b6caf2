ps_1_3
texdepth r1
mov r0, v0
