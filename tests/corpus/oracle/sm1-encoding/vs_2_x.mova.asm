vs_2_x
dcl_position v0
mov r0, v0
mova a0.x, r0.x
mov oPos, v0
