ps_1_3
nop
mov r0, v0
