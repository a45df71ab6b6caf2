ps_3_sw
dcl_texcoord v0
add r0, v0, c0
mov oC0, r0
