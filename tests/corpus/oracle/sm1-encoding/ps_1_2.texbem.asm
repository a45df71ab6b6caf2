ps_1_2
tex t0
texbem t1, t0
mov r0, v0
