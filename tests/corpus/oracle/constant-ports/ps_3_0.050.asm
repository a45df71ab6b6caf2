ps_3_0
dcl_texcoord v0
mad r0, c1, c0, c0
mov oC0, r0
