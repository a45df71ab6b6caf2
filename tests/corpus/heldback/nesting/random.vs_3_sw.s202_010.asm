vs_3_sw
dcl_position v0
dcl_position o0
defb b7, false
defb b8, false
defb b9, true
defb b11, false
defb b12, false
defb b13, true
defb b15, false
mov r0, v0
mov r1, c0
callnz l280, !b15
call l1182
mov o0, r0
ret
label l280
dp4 r0.x, r0, r1
add r0, r0, c6
ret
label l1182
if !b12
mul r0, r0, r1
if b13
mov r1, r0.yzwx
if b0
dp4 r0.x, r0, r1
add r0, r0, c8
if b0
add r0, r0, c8
if !b7
add r0, r0, c7
mul r0, r0, r1
if !b11
add r0, r0, c5
add r0, r0, c3
setp_le p0, r0, r1
if b10
add r0, r0, r1
setp_gt p0, r0, r1
if !b3
dp4 r0.x, r0, r1
if b11
dp4 r0.x, r0, r1
if !b4
mul r0, r0, r1
if b3
add r0, r0, c6
add r0, r0, r1
setp_ge p0, r0, r1
if !b10
dp4 r0.x, r0, r1
add r0, r0, c9
if b12
add r1, r1, r0
if b3
add r0, r0, c3
add r1, r1, r0
add r0, r0, r1
if b3
add r0, r0, c8
if !b11
add r0, r0, r1
if b12
add r0, r0, c9
setp_ge p0, r0, r1
if b8
mul r0, r0, r1
if b3
add r0, r0, r1
add r0, r0, r1
if b11
add r1, r1, r0
add r0, r0, c5
if !b10
add r0, r0, r1
if b9
add r0, r0, c10
dp4 r0.x, r0, r1
if b10
mov r1, r0.yzwx
add r0, r0, c4
mov r1, r0.yzwx
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
endif
else
mul r0, r0, r1
endif
endif
endif
endif
endif
endif
endif
else
add r1, r1, r0
endif
endif
endif
else
add r0, r0, r1
endif
ret
