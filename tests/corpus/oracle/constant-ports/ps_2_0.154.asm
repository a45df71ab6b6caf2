ps_2_0
dcl t0
mov r0, t0
sincos r0.xy, c2.x, c0, c1
mov oC0, r0
