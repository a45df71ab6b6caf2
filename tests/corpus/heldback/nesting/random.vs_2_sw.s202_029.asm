vs_2_sw
dcl_position v0
defi i4, 2, 0, 0, 0
defi i11, 4, 0, 1, 0
defi i12, 4, 0, 1, 0
defb b1, false
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
add r0, r0, c31
if p0.z
else
endif
loop aL, i11
add r0, r0, c[aL + 36]
add r0.xy, r0, r1
setp_ge p0, r0, r1
call l3
endloop
callnz l12, b1
setp_eq p0, r0, r1
mov oPos, r0
ret
label l3
rep i4
mul r0, r0, r1
loop aL, i12
add r0, r0, c[aL + 33]
mul r0, r0, r1
mul r0, r0, r1
endloop
endrep
ret
label l12
add r0.xy, r0, r1
ret
