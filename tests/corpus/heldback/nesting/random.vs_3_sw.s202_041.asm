vs_3_sw
dcl_position v0
dcl_position o0
defi i3, 3, 0, 0, 0
defi i4, 4, 0, 0, 0
defi i8, 1, 2, 1, 0
defi i10, 1, 1, 1, 0
defi i12, 2, 0, 1, 0
defb b5, true
mov r0, v0
mov r1, c0
setp_lt p0, r0, r1
if b9
callnz l1264, !p0.w
endif
loop aL, i12
dp4 r0.x, r0, r1
setp_eq p0, r0, r1
rep i3
mul r0, r0, r1
rep i3
mul r1, r0, r1
callnz l1302, p0.x
endrep
endrep
endloop
setp_ne p0, r0, r1
mov o0, r0
ret
label l1264
add r0, r0, c12
ret
label l1302
loop aL, i8
mad r1, r0, r0, r1
add r0, r0, c[aL + 12]
loop aL, i10
mul r0, r0, r1
rep i4
max r0, r0, r1
add r0, r0, c13
endrep
rep i4
mul r1, r0, r1
break_ge r0.y, r1.y
mul r1, r0, r1
endrep
add r0, r0, c[aL + 11]
break_ne r0.y, r1.y
if !b5
else
endif
endloop
endloop
ret
