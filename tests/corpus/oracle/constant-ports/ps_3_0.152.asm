ps_3_0
dcl_texcoord v0
dp2add r0, c0, v0, c1.x
mov oC0, r0
