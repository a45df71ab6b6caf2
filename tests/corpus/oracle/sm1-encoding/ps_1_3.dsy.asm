ps_1_3
dsy r1, v0
mov r0, v0
