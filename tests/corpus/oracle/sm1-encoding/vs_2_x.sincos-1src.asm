vs_2_x
dcl_position v0
mov r0, v0
sincos r1.xy, r0.x
mov oPos, v0
