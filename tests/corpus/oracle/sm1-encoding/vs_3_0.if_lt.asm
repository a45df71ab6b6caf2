vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
if_lt r0.x, c0.x
mov r1, c0
endif
mov o0, v0
