vs_2_x
dcl_position v0
mov r0, v0
texcoord r1
mov oPos, v0
