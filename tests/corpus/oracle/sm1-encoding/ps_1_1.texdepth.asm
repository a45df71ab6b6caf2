ps_1_1
texdepth r1
mov r0, v0
