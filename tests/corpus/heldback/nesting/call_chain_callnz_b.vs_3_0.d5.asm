vs_3_0
dcl_position v0
dcl_position o0
defb b5, false
defb b14, true
mov r0, v0
mov r1, c0
max r0, r0, r1
callnz l554, b5
mov o0, r0
ret
label l554
add r0, r0, c53
callnz l912, b14
ret
label l912
add r0.xy, r0, r1
callnz l1189, b11
ret
label l1189
add r0, r0, c55
callnz l1432, b9
ret
label l1432
max r0, r0, r1
callnz l1475, b10
ret
label l1475
add r0, r0, c50
ret
