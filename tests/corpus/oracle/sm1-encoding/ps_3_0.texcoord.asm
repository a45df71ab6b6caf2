ps_3_0
dcl_texcoord0 v0
mov r0, v0
texcoord r1
mov oC0, v0
