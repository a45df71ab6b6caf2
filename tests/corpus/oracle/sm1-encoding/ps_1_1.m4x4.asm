ps_1_1
m4x4 r1, v0, c0
mov r0, v0
