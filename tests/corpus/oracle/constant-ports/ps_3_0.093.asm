ps_3_0
dcl_texcoord v0
mad r0, c2, c1.w, c1.w
mov oC0, r0
