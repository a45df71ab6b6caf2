vs_3_0
dcl_position v0
dcl_position o0
defb b1, false
mov r0, v0
mov r1, c0
setp_eq p0, r0, r1
call l7
mov o0, r0
ret
label l7
add r0.xy, r0, r1
callnz l206, !p0.z
ret
label l206
mul r1, r0, r1
if b12
callnz l1481, !b1
endif
ret
label l1481
max r0, r0, r1
ret
