ps_3_0
dcl_texcoord0 v0
mov r0, v0
setp_gt p0, r0, c0
callnz l0, p0.x
mov oC0, v0
ret
label l0
add r1, r0, c0
ret
