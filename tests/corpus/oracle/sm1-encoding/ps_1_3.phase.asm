ps_1_3
phase
mov r0, v0
