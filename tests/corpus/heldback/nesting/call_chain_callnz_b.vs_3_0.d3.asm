vs_3_0
dcl_position v0
dcl_position o0
defb b10, true
mov r0, v0
mov r1, c0
mad r1, r0, r0, r1
callnz l486, b10
mov o0, r0
ret
label l486
add r0, r0, c34
callnz l705, b10
ret
label l705
min r1, r1, r0
callnz l1578, b13
ret
label l1578
add r0, r0, c32
ret
