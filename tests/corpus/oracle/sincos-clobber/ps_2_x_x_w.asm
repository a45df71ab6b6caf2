ps_2_x
dcl t0
mov r0, t0
sincos r0.x, t0.x, c0, c1
mov r1, r0.w
mov oC0, r1
