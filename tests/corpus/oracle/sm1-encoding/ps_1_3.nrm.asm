ps_1_3
nrm r1, v0
mov r0, v0
