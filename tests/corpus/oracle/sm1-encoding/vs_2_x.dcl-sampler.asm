vs_2_x
dcl_position v0
dcl_cube s1
mov r0, v0
mov oPos, v0
