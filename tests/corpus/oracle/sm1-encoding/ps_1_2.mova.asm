ps_1_2
mova a0.x, v0.x
mov r0, v0
