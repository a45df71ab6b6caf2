ps_1_1
sub r1, v0, c0
mov r0, v0
