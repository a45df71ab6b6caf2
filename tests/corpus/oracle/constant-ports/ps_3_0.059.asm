ps_3_0
dcl_texcoord v0
mad r0, c1, c1, v0
mov oC0, r0
