ps_3_0
dcl_texcoord v0
mad r0, c1.w, c1, c2
mov oC0, r0
