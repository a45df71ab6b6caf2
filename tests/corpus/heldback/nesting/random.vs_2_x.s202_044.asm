vs_2_x
dcl_position v0
defi i3, 2, 0, 0, 0
defi i4, 1, 0, 0, 0
defi i8, 3, 3, 1, 0
defi i9, 2, 2, 1, 0
defi i12, 4, 1, 1, 0
defi i14, 4, 1, 1, 0
defb b0, true
defb b14, true
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
if !b13
add r0, r0, c30
endif
call l2
if b7
mul r1, r0, r1
endif
if !p0.z
sub r0, r0, r1
else
mul r1, r0, r1
endif
if p0.y
add r0, r0, c35
endif
if b1
mov r1, r0.yzwx
endif
call l5
loop aL, i9
sub r0, r0, r1
endloop
loop aL, i8
mul r1, r0, r1
endloop
loop aL, i14
add r0, r0, c[aL + 30]
endloop
callnz l7, p0.z
rep i3
mad r1, r0, r0, r1
break_gt r0.w, r1.w
endrep
call l9
rep i4
mad r0, r0, r1, r0
break
endrep
if p0.z
mul r1, r0, r1
else
mov r1, r0.yzwx
endif
if_le r0.w, r1.w
sub r0, r0, r1
endif
if b0
sub r0, r0, r1
else
add r0, r0, c29
endif
callnz l13, p0.x
if_gt r0.w, r1.z
mov r1, r0.yzwx
endif
callnz l15, p0.w
if !p0.y
add r0, r0, c29
else
mul r1, r0, r1
endif
loop aL, i12
add r0, r0, c31
endloop
if b14
mov r1, r0.yzwx
endif
mov oPos, r0
ret
label l2
add r0, r0, c33
ret
label l5
add r0, r0, c30
ret
label l7
mul r1, r0, r1
ret
label l9
mad r1, r0, r0, r1
ret
label l13
mul r1, r0, r1
ret
label l15
mad r0, r0, r1, r0
ret
