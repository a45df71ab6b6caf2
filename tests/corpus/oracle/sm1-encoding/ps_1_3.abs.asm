ps_1_3
abs r1, v0
mov r0, v0
