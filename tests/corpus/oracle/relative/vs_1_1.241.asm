vs_1_1
dcl_position v1
mov a0.x, v1.x
mov r0, v1
mad r0, c1[a0.x], c0[a0.x], c0
mov oPos, r0
