vs_1_1
dcl_position v0
mov r0, v0
pow r1, r0.x, c0.x
mov oPos, v0
