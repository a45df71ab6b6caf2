ps_3_0
dcl_texcoord v0
add r0, v0, c1.w
mov oC0, r0
