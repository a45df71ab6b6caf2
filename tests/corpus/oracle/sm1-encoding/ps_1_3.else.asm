ps_1_3
if b0
mov r1, c0
else
mov r1, v0
endif
mov r0, v0
