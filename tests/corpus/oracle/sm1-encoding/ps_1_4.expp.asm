ps_1_4
expp r1, v0.x
mov r0, v0
