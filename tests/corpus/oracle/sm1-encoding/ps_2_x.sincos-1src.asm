ps_2_x
dcl t0
mov r0, t0
sincos r1.xy, r0.x
mov oC0, t0
