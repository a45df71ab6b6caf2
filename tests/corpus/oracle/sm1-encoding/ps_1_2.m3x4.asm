ps_1_2
m3x4 r1, v0, c0
mov r0, v0
