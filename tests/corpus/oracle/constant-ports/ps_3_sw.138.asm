ps_3_sw
dcl_texcoord v0
mad r0, v0, c2, c1.w
mov oC0, r0
