ps_3_0
dcl_texcoord0 v0
mov r0, v0
sincos r1.xy, r0.x, c0, c1
mov oC0, v0
