ps_3_sw
dcl_texcoord v0
mad r0, c1.w, c0, c0
mov oC0, r0
