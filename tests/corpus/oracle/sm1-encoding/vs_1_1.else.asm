vs_1_1
dcl_position v0
mov r0, v0
if b0
mov r1, c0
else
mov r1, r0
endif
mov oPos, v0
