vs_3_sw
dcl_position v0
dcl_position o0
defi i3, 1, 0, 0, 0
defi i6, 2, 0, 0, 0
defi i7, 2, 0, 0, 0
defi i14, 1, 3, 1, 0
mov r0, v0
mov r1, c1
setp_ne p0, r0, r1
loop aL, i14
mul r1, r0, r1
rep i6
add r0.xy, r0, r1
rep i3
mad r1, r0, r0, r1
setp_lt p0, r0, r1
callnz l1225, p0.w
endrep
endrep
endloop
mad r0, r0, r1, r0
mov o0, r0
ret
label l1225
rep i7
mad r1, r0, r0, r1
mad r1, r0, r0, r1
breakp p0.x
endrep
ret
