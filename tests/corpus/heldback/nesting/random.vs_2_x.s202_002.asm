vs_2_x
dcl_position v0
defi i6, 4, 0, 0, 0
defi i7, 1, 0, 0, 0
defi i10, 3, 3, 1, 0
defi i13, 1, 1, 1, 0
defb b3, true
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
rep i7
mad r0, r0, r1, r0
setp_ge p0, r0, r1
rep i6
mul r0, r0, r1
callnz l9, b3
endrep
endrep
if_eq r0.z, r1.w
callnz l11, !p0.y
callnz l15, p0.z
else
endif
mov oPos, r0
ret
label l9
loop aL, i13
add r0, r0, c54
loop aL, i10
add r1, r1, r0
setp_ne p0, r0, r1
add r0.xy, r0, r1
add r0, r0, c[aL + 58]
setp_ne p0, r0, r1
endloop
endloop
ret
label l11
mov r1, r0.yzwx
add r0, r0, c57
ret
label l15
mad r0, r0, r1, r0
add r0, r0, c53
ret
