vs_2_x
dcl_position v0
mov r0, v0
m3x3 r1.xyz, r0, c0
mov oPos, v0
