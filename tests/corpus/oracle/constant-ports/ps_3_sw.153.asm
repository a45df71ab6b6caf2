ps_3_sw
dcl_texcoord v0
dp2add r0, v0, v0, c0.x
mov oC0, r0
