ps_3_sw
dcl_texcoord v0
mad r0, c1.w, v0, c1
mov oC0, r0
