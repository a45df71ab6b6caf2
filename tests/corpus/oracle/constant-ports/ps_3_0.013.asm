ps_3_0
dcl_texcoord v0
add r0, c2, c1.w
mov oC0, r0
