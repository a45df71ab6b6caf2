ps_3_0
dcl_texcoord v0
mad r0, v0, c0, c1.w
mov oC0, r0
