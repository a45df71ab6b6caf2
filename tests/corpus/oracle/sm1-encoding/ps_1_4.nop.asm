ps_1_4
nop
mov r0, v0
