ps_1_1
m3x3 r1.xyz, v0, c0
mov r0, v0
