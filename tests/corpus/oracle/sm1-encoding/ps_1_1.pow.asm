ps_1_1
pow r1, v0.x, c0.x
mov r0, v0
