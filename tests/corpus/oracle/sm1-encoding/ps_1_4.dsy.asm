ps_1_4
dsy r1, v0
mov r0, v0
