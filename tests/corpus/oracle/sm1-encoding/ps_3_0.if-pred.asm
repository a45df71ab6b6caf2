ps_3_0
dcl_texcoord0 v0
mov r0, v0
setp_gt p0, r0, c0
if p0.x
mov r1, c0
endif
mov oC0, v0
