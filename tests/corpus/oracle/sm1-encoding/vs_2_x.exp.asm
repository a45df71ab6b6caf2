vs_2_x
dcl_position v0
mov r0, v0
exp r1, r0.x
mov oPos, v0
