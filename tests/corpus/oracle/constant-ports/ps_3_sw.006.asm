ps_3_sw
dcl_texcoord v0
add r0, c1, c1
mov oC0, r0
