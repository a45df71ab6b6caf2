vs_2_x
dcl_position v0
defb b7, true
defb b12, false
mov r0, v0
mov r1, c0
min r1, r1, r0
callnz l3, b8
mov oPos, r0
ret
label l3
add r0, r0, c35
callnz l11, b12
ret
label l11
mad r1, r0, r0, r1
callnz l13, b7
ret
label l13
add r0, r0, c29
ret
