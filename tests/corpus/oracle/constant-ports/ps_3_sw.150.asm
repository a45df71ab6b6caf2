ps_3_sw
dcl_texcoord v0
dp2add r0, c0, c1, c2.x
mov oC0, r0
