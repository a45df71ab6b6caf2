vs_1_1
dcl_position v0
mov r0, v0
if b0
mov r1, c0
endif
mov oPos, v0
