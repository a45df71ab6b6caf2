vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c1
setp_eq p0, r0, r1
call l248
mov o0, r0
ret
label l248
add r0, r0, c28
callnz l391, !p0.z
ret
label l391
mad r0, r0, r1, r0
callnz l817, p0.y
ret
label l817
add r0.xy, r0, r1
callnz l1819, p0.z
ret
label l1819
mad r0, r0, r1, r0
ret
