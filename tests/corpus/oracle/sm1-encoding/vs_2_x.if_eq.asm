vs_2_x
dcl_position v0
mov r0, v0
if_eq r0.x, c0.x
mov r1, c0
endif
mov oPos, v0
