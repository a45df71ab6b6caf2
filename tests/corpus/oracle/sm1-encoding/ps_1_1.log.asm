ps_1_1
log r1, v0.x
mov r0, v0
