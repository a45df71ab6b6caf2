ps_2_0
dcl t0
mov r0, t0
sincos r0.xy, t0.x, c0, c1
mov r1, r0.x
mov oC0, r1
