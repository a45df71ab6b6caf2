ps_3_0
dcl_texcoord v0
mov r0, v0
sincos r0.xy, v0.x
mov r1, r0.y
mov oC0, r1
