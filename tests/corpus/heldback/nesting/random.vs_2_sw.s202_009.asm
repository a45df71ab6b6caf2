vs_2_sw
dcl_position v0
defi i0, 2, 0, 0, 0
defi i9, 3, 0, 1, 0
defi i11, 4, 1, 1, 0
defi i13, 3, 1, 1, 0
mov r0, v0
mov r1, c0
setp_lt p0, r0, r1
loop aL, i9
mul r1, r0, r1
loop aL, i11
min r1, r1, r0
add r0, r0, c52
if !p0.z
add r0, r0, c[aL + 55]
break
else
endif
rep i0
add r1, r1, r0
loop aL, i13
add r0, r0, c[aL + 53]
min r1, r1, r0
mul r1, r0, r1
endloop
endrep
endloop
endloop
mov oPos, r0
