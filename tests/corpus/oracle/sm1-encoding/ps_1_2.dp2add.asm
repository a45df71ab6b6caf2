ps_1_2
dp2add r1, v0, c0, v1.x
mov r0, v0
