ps_1_2
nop
mov r0, v0
