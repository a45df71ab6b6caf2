ps_3_0
dcl_texcoord v0
mad r0, c0, c2, v0
mov oC0, r0
