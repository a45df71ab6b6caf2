vs_2_x
dcl_position v0
defi i0, 4, 0, 0, 0
defi i2, 2, 0, 0, 0
defi i4, 3, 0, 0, 0
defi i12, 1, 2, 1, 0
defi i13, 4, 0, 1, 0
defi i15, 2, 0, 1, 0
mov r0, v0
mov r1, c0
setp_ge p0, r0, r1
loop aL, i13
mul r0, r0, r1
endloop
if p0.x
add r0, r0, c11
endif
rep i0
mov r1, r0.yzwx
endrep
call l2
callnz l8, p0.w
rep i4
min r1, r1, r0
break_ge r0.z, r1.w
endrep
if b14
add r0, r0, c6
else
min r1, r1, r0
endif
if !b3
min r1, r1, r0
endif
call l9
call l10
if_gt r0.z, r1.x
dp4 r0.x, r0, r1
endif
loop aL, i12
add r1, r1, r0
endloop
if !b13
add r0, r0, c9
else
mov r1, r0.yzwx
endif
if b13
min r1, r1, r0
else
dp4 r0.x, r0, r1
endif
callnz l12, p0.w
loop aL, i15
mov r1, r0.yzwx
endloop
call l13
rep i2
mov r1, r0.yzwx
endrep
callnz l14, p0.y
mov oPos, r0
ret
label l2
mov r1, r0.yzwx
ret
label l8
mov r1, r0.yzwx
ret
label l9
add r0, r0, c11
ret
label l10
add r0, r0, c12
ret
label l12
dp4 r0.x, r0, r1
ret
label l13
min r1, r1, r0
ret
label l14
mov r1, r0.yzwx
ret
