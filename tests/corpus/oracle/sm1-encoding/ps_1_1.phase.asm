ps_1_1
phase
mov r0, v0
