ps_1_4
m3x2 r1.xy, v0, c0
mov r0, v0
