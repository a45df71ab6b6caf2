ps_1_2
if b0
mov r1, c0
endif
mov r0, v0
