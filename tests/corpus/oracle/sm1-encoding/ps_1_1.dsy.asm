ps_1_1
dsy r1, v0
mov r0, v0
