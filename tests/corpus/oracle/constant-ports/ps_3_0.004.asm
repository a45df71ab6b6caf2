ps_3_0
dcl_texcoord v0
add r0, c0, v0
mov oC0, r0
