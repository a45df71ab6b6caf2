ps_1_2
nrm r1, v0
mov r0, v0
