ps_1_1
nrm r1, v0
mov r0, v0
