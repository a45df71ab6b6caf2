ps_1_3
rcp r1, v0.x
mov r0, v0
