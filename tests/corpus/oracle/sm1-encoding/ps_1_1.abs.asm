ps_1_1
abs r1, v0
mov r0, v0
