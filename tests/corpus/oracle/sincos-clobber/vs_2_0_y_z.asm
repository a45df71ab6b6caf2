vs_2_0
dcl_position v0
mov r0, v0
sincos r0.y, v0.x, c0, c1
mov r1, r0.z
mov oPos, r1
