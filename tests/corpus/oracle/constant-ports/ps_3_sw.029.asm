ps_3_sw
dcl_texcoord v0
mad r0, c0, c0, v0
mov oC0, r0
