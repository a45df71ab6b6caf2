vs_3_sw
dcl_position v0
dcl_position o0
defi i4, 3, 0, 0, 0
defb b7, false
mov r0, v0
mov r1, c0
setp_ge p0, r0, r1
mad r1, r0, r0, r1
callnz l166, !b7
mov o0, r0
ret
label l166
mov r1, r0.yzwx
callnz l831, !p0.y
ret
label l831
add r0, r0, c64
add r0, r0, c57
callnz l844, !p0.x
ret
label l844
mov r1, r0.yzwx
rep i4
add r0, r0, c60
endrep
call l1251
ret
label l1251
add r0, r0, c61
ret
