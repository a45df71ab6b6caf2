ps_1_2
setp_gt p0, v0, c0
mov r0, v0
