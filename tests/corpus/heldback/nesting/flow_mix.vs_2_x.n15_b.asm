vs_2_x
dcl_position v0
defi i5, 3, 0, 0, 0
defi i9, 2, 2, 1, 0
defi i11, 1, 3, 1, 0
defi i12, 3, 3, 1, 0
defi i15, 1, 2, 1, 0
defb b2, false
defb b3, true
defb b14, false
mov r0, v0
mov r1, c0
setp_ne p0, r0, r1
loop aL, i12
add r0, r0, c[aL + 51]
endloop
if b14
min r1, r1, r0
endif
callnz l0, p0.w
if b15
mov r1, r0.yzwx
endif
if_ne r0.x, r1.z
add r0, r0, c46
else
min r1, r1, r0
endif
call l2
if !p0.w
mad r1, r0, r0, r1
else
add r0, r0, c47
endif
call l3
if b13
mov r1, r0.yzwx
endif
rep i5
add r0, r0, c51
endrep
if b8
mov r1, r0.yzwx
else
add r0, r0, c53
endif
loop aL, i9
add r0, r0, c51
endloop
if b2
mov r1, r0.yzwx
else
mul r1, r0, r1
endif
loop aL, i11
add r0, r0, r1
endloop
callnz l4, p0.z
loop aL, i15
add r0, r0, c[aL + 52]
endloop
if !b3
add r0, r0, c47
endif
callnz l7, p0.z
if p0.z
mov r1, r0.yzwx
endif
callnz l15, p0.z
mov oPos, r0
ret
label l0
add r0, r0, r1
ret
label l2
mad r1, r0, r0, r1
ret
label l3
add r0, r0, r1
ret
label l4
add r0, r0, r1
ret
label l7
min r1, r1, r0
ret
label l15
mad r1, r0, r0, r1
ret
