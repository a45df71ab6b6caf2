ps_1_2
setp_gt p0, v0, c0
if p0.x
mov r1, c0
endif
mov r0, v0
