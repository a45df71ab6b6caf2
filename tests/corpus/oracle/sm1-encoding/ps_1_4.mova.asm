ps_1_4
mova a0.x, v0.x
mov r0, v0
