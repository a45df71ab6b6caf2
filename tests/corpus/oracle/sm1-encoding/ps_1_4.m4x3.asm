ps_1_4
m4x3 r1.xyz, v0, c0
mov r0, v0
