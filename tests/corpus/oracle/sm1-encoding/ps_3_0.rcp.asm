ps_3_0
dcl_texcoord0 v0
mov r0, v0
rcp r1, r0.x
mov oC0, v0
