ps_3_0
dcl_texcoord0 v0
mov r0, v0
texm3x2depth r1, r0
mov oC0, v0
