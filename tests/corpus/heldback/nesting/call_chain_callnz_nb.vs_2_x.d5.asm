vs_2_x
dcl_position v0
defb b10, false
mov r0, v0
mov r1, c0
add r0, r0, c44
callnz l1, !b2
mov oPos, r0
ret
label l1
max r0, r0, r1
callnz l2, !b2
ret
label l2
dp4 r0.x, r0, r1
callnz l4, !b2
ret
label l4
mul r0, r0, r1
callnz l5, !b10
ret
label l5
mul r0, r0, r1
callnz l6, !b12
ret
label l6
dp4 r0.x, r0, r1
ret
