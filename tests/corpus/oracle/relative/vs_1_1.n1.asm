vs_1_1
dcl_position v1
mov a0.x, v1.x
mov r0, v1
add r0, c0[aL[a0.x]], c1
mov oPos, r0
