ps_1_1
tex t0
texbem t1, t0
mov r0, v0
