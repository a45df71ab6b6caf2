ps_1_3
if_gt v0.x, c0.x
mov r1, c0
endif
mov r0, v0
