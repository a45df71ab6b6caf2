vs_2_sw
dcl_position v0
defb b7, true
defb b9, true
mov r0, v0
mov r1, c0
add r0, r0, c21
callnz l0, !b9
mov oPos, r0
ret
label l0
mad r0, r0, r1, r0
callnz l3, !b7
ret
label l3
add r0, r0, c22
callnz l11, !b0
ret
label l11
add r0, r0, c18
callnz l14, !b6
ret
label l14
add r0, r0, c24
ret
