ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov r1, c0
setp_le p0, r0, r1
add r0, r0, c18
callnz l140, p0.y
callnz l212, p0.y
callnz l557, p0.x
callnz l647, p0.w
callnz l700, p0.y
callnz l756, p0.x
callnz l816, p0.z
callnz l1117, p0.y
callnz l1651, p0.w
callnz l1770, p0.x
callnz l1867, p0.z
callnz l1985, p0.z
callnz l140, p0.y
callnz l212, p0.y
callnz l557, p0.w
callnz l647, p0.z
callnz l700, p0.z
mov oC0, r0
ret
label l140
sub r0, r0, r1
ret
label l212
mad r1, r0, r0, r1
ret
label l557
mad r1, r0, r0, r1
ret
label l647
mad r1, r0, r0, r1
ret
label l700
add r0.xy, r0, r1
ret
label l756
add r0, r0, c20
ret
label l816
add r0.xy, r0, r1
ret
label l1117
add r0, r0, c17
ret
label l1651
add r0, r0, c21
ret
label l1770
min r1, r1, r0
ret
label l1867
mad r1, r0, r0, r1
ret
label l1985
mad r1, r0, r0, r1
ret
