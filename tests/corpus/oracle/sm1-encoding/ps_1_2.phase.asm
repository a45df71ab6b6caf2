ps_1_2
phase
mov r0, v0
