ps_1_4
nrm r1, v0
mov r0, v0
