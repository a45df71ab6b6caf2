ps_1_4
texbeml r1, v0
mov r0, v0
