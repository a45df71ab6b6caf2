vs_2_x
dcl_position v0
defi i5, 3, 0, 0, 0
defi i9, 4, 1, 1, 0
defb b4, true
defb b7, true
mov r0, v0
mov r1, c0
setp_le p0, r0, r1
callnz l4, p0.z
if !p0.x
sub r0, r0, r1
endif
rep i5
sub r0, r0, r1
endrep
if p0.z
mul r0, r0, r1
endif
if b6
mad r0, r0, r1, r0
else
add r0, r0, c47
endif
if_ne r0.w, r1.w
mad r1, r0, r0, r1
endif
if !b12
add r0, r0, c43
else
dp4 r0.x, r0, r1
endif
call l5
if !b7
sub r0, r0, r1
else
add r0, r0, c44
endif
call l8
loop aL, i9
add r0, r0, c[aL + 43]
endloop
if p0.z
sub r0, r0, r1
else
mad r1, r0, r0, r1
endif
loop aL, i9
mad r1, r0, r0, r1
endloop
if b4
mad r1, r0, r0, r1
endif
if !p0.y
add r0, r0, c46
else
add r0, r0, c43
endif
call l12
if b3
mul r0, r0, r1
else
mad r1, r0, r0, r1
endif
if !p0.x
mul r0, r0, r1
endif
if_gt r0.y, r1.z
add r0, r0, c42
else
add r0, r0, c46
endif
mov oPos, r0
ret
label l4
dp4 r0.x, r0, r1
ret
label l5
mad r1, r0, r0, r1
ret
label l8
dp4 r0.x, r0, r1
ret
label l12
sub r0, r0, r1
ret
