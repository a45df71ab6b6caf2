vs_3_sw
dcl_position v0
dcl_position o0
defi i1, 3, 0, 0, 0
defi i4, 1, 0, 0, 0
defi i6, 3, 0, 0, 0
mov r0, v0
mov r1, c0
setp_lt p0, r0, r1
rep i6
add r0, r0, c16
rep i1
add r0, r0, c14
setp_ge p0, r0, r1
break
rep i4
max r0, r0, r1
callnz l437, p0.w
endrep
endrep
endrep
mov o0, r0
ret
label l437
rep i6
dp4 r0.x, r0, r1
rep i6
setp_le p0, r0, r1
add r1, r1, r0
endrep
add r0, r0, c15
endrep
ret
