ps_3_0
dcl_texcoord0 v0
mov r0, v0
mov r1, c0
setp_le p0, r0, r1
add r0.xy, r0, r1
callnz l515, !p0.x
mov oC0, r0
ret
label l515
add r0.xy, r0, r1
callnz l709, !p0.x
ret
label l709
sub r0, r0, r1
callnz l1977, !p0.z
ret
label l1977
mad r1, r0, r0, r1
ret
