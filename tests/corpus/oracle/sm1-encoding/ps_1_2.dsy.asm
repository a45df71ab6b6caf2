ps_1_2
dsy r1, v0
mov r0, v0
