ps_3_sw
dcl_texcoord v0
mad r0, c1.w, c1, c1
mov oC0, r0
