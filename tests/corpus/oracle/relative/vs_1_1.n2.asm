vs_1_1
dcl_position v1
mov a0.x, v1.x
mov r0, v1
mov r0, c1[a0.x[1]]
mov oPos, r0
