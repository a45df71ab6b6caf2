ps_1_2
defi i1, 3, 0, 0, 0
mov r0, v0
