ps_1_2
abs r1, v0
mov r0, v0
