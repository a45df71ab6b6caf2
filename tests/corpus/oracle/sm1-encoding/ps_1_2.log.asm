ps_1_2
log r1, v0.x
mov r0, v0
