ps_3_sw
dcl_texcoord0 v0
defb b15, false
mov r0, v0
mov r1, c1
setp_ne p0, r0, r1
setp_gt p0, r0, r1
callnz l112, !p0.x
mov oC0, r0
ret
label l112
mad r0, r0, r1, r0
call l127
ret
label l127
add r0, r0, c8
max r0, r0, r1
callnz l1044, !p0.x
ret
label l1044
add r1, r1, r0
if b15
call l1452
endif
ret
label l1452
max r0, r0, r1
ret
