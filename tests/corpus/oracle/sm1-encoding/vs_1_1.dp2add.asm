vs_1_1
dcl_position v0
mov r0, v0
dp2add r1, r0, c0, v0.x
mov oPos, v0
