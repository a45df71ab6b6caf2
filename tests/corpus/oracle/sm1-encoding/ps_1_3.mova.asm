ps_1_3
mova a0.x, v0.x
mov r0, v0
