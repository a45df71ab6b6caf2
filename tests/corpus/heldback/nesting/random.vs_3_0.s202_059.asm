vs_3_0
dcl_position v0
dcl_position o0
defi i7, 3, 0, 0, 0
defb b6, true
mov r0, v0
mov r1, c1
setp_le p0, r0, r1
callnz l638, !b6
mov o0, r0
ret
label l638
add r0, r0, r1
if !p0.w
add r0, r0, c42
else
endif
callnz l849, p0.w
ret
label l849
add r1, r1, r0
rep i7
add r1, r1, r0
min r1, r1, r0
endrep
max r0, r0, r1
call l876
ret
label l876
mul r1, r0, r1
add r0, r0, c44
callnz l1796, !p0.x
ret
label l1796
max r0, r0, r1
ret
