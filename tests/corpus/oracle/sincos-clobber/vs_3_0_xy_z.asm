vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
sincos r0.xy, v0.x
mov r1, r0.z
mov o0, r1
