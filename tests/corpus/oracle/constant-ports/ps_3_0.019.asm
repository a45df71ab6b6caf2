ps_3_0
dcl_texcoord v0
add r0, c1.w, v0
mov oC0, r0
