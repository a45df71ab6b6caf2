ps_1_2
texdepth r1
mov r0, v0
