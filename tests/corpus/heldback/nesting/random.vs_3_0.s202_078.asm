vs_3_0
dcl_position v0
dcl_position o0
defi i8, 2, 3, 1, 0
defi i12, 1, 3, 1, 0
defi i13, 3, 3, 1, 0
defb b3, true
mov r0, v0
mov r1, c0
setp_le p0, r0, r1
if_le r0.z, r1.y
sub r0, r0, r1
else
endif
call l1120
mov o0, r0
ret
label l1120
loop aL, i12
dp4 r0.x, r0, r1
loop aL, i8
dp4 r0.x, r0, r1
add r0, r0, c[aL + 37]
sub r0, r0, r1
loop aL, i13
add r0, r0, r1
if b3
sub r0, r0, r1
endif
add r1, r1, r0
add r0, r0, r1
endloop
endloop
endloop
ret
