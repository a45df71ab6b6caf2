ps_1_4
abs r1, v0
mov r0, v0
