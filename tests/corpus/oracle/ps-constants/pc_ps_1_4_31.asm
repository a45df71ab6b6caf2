ps_1_4
mov r0, c31
