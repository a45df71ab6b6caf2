vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
sgn r1, r0, r2, r3
mov o0, v0
