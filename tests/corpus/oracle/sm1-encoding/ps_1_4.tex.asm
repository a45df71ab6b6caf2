ps_1_4
tex t0
mov r0, v0
