ps_1_3
tex t0
mov r0, v0
