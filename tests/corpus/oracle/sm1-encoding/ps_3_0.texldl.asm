ps_3_0
dcl_texcoord0 v0
dcl_2d s0
mov r0, v0
texldl r1, v0, s0
mov oC0, v0
