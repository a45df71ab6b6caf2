ps_3_0
dcl_texcoord v0
dp2add r0, c0, c0, c0.x
mov oC0, r0
