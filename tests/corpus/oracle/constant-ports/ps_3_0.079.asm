ps_3_0
dcl_texcoord v0
mad r0, c2, c0, v0
mov oC0, r0
