ps_3_0
dcl_texcoord0 v0
mov r0, v0
tex r1
mov oC0, v0
