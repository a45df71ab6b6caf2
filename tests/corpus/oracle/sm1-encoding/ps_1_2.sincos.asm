ps_1_2
sincos r1.xy, v0.x, c0, c1
mov r0, v0
