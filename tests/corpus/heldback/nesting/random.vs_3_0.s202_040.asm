vs_3_0
dcl_position v0
dcl_position o0
defb b12, true
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
callnz l135, p0.y
mov o0, r0
ret
label l135
max r0, r0, r1
callnz l149, !b12
ret
label l149
max r0, r0, r1
add r0, r0, r1
if !p0.x
endif
callnz l164, !p0.z
ret
label l164
dp4 r0.x, r0, r1
if_lt r0.z, r1.y
add r0, r0, c35
add r0, r0, c34
endif
callnz l1149, p0.y
ret
label l1149
dp4 r0.x, r0, r1
ret
