vs_2_x
dcl_position v0
defi i0, 1, 0, 0, 0
defi i1, 4, 0, 0, 0
defi i5, 1, 0, 0, 0
defi i7, 1, 0, 0, 0
defi i9, 2, 0, 1, 0
defb b13, false
mov r0, v0
mov r1, c0
setp_lt p0, r0, r1
add r0, r0, c26
loop aL, i9
add r0, r0, c[aL + 20]
call l9
endloop
mov r1, r0.yzwx
rep i0
callnz l12, b13
mul r1, r0, r1
endrep
mov oPos, r0
ret
label l9
rep i1
mad r0, r0, r1, r0
rep i7
add r0, r0, c27
rep i5
mad r0, r0, r1, r0
if p0.z
endif
mad r0, r0, r1, r0
mov r1, r0.yzwx
mad r0, r0, r1, r0
mad r0, r0, r1, r0
endrep
endrep
endrep
ret
label l12
add r0, r0, c26
ret
