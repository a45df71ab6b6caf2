ps_3_sw
dcl_texcoord v0
add r0, c2, v0
mov oC0, r0
