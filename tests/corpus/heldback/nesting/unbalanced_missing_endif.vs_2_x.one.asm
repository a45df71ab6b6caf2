vs_2_x
dcl_position v0
mov r0, v0
mov r1, c0
mul r1, r0, r1
if b3
add r0, r0, r1
mov oPos, r0
