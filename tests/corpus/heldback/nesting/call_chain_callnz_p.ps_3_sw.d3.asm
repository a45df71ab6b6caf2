ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov r1, c1
setp_ne p0, r0, r1
mov r1, r0.yzwx
callnz l152, p0.y
mov oC0, r0
ret
label l152
mul r1, r0, r1
callnz l225, p0.y
ret
label l225
add r0, r0, c12
callnz l259, p0.x
ret
label l259
mul r1, r0, r1
ret
