ps_3_0
dcl_texcoord v0
mad r0, c1.w, c0, c1
mov oC0, r0
