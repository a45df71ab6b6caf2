ps_3_0
dcl_texcoord0 v0
mov r0, v0
if_le r0.x, c0.x
mov r1, c0
endif
mov oC0, v0
