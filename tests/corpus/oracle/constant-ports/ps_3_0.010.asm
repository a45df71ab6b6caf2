ps_3_0
dcl_texcoord v0
add r0, c2, c0
mov oC0, r0
