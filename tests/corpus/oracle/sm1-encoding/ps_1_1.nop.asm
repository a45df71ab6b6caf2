ps_1_1
nop
mov r0, v0
