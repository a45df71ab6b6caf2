ps_3_0
dcl_texcoord0 v0
mov r0, v0
texcrd r1, v0
mov oC0, v0
