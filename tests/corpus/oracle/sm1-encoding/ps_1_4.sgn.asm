ps_1_4
sgn r1, v0, r2, r3
mov r0, v0
