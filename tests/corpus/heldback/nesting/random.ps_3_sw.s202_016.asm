ps_3_sw
dcl_texcoord0 v0
defi i3, 2, 0, 0, 0
defi i4, 1, 0, 0, 0
defi i9, 2, 2, 1, 0
defi i12, 4, 0, 1, 0
defb b4, true
defb b12, true
mov r0, v0
mov r1, c0
setp_ge p0, r0, r1
if b12
add r0, r0, c11
min r1, r1, r0
endif
loop aL, i12
add r0, r0, c8
loop aL, i12
add r0, r0, c6
setp_eq p0, r0, r1
rep i3
mul r0, r0, r1
callnz l1847, b4
endrep
endloop
endloop
add r0.xy, r0, r1
mov oC0, r0
ret
label l1847
rep i4
mul r0, r0, r1
add r0.xy, r0, r1
if p0.w
endif
loop aL, i9
dp4 r0.x, r0, r1
dp4 r0.x, r0, r1
endloop
endrep
ret
