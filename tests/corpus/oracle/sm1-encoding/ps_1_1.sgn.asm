ps_1_1
sgn r1, v0, r2, r3
mov r0, v0
