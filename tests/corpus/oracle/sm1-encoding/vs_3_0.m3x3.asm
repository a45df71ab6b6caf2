vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
m3x3 r1.xyz, r0, c0
mov o0, v0
