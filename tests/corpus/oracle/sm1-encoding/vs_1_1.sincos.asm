vs_1_1
dcl_position v0
mov r0, v0
sincos r1.xy, r0.x, c0, c1
mov oPos, v0
