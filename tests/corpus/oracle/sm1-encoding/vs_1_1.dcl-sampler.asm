vs_1_1
dcl_position v0
dcl_cube s1
mov r0, v0
mov oPos, v0
