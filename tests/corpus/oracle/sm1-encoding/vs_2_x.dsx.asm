vs_2_x
dcl_position v0
mov r0, v0
dsx r1, r0
mov oPos, v0
