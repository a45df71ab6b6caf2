ps_1_4
texbem r1, v0
mov r0, v0
