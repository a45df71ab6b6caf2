ps_3_sw
dcl_texcoord v0
mov r0, v0
sincos r0.xy, v0.x
mov oC0, r0
