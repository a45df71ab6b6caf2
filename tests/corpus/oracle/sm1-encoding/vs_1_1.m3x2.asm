vs_1_1
dcl_position v0
mov r0, v0
m3x2 r1.xy, r0, c0
mov oPos, v0
