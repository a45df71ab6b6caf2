ps_3_sw
dcl_texcoord0 v0
defb b0, true
defb b1, false
defb b2, false
defb b3, true
defb b6, false
defb b8, true
defb b9, true
defb b10, false
defb b12, false
defb b13, true
defb b15, false
mov r0, v0
mov r1, c1
setp_ne p0, r0, r1
callnz l322, !b9
if b13
add r0, r0, c18
if !b10
dp4 r0.x, r0, r1
if !b6
mul r1, r0, r1
if b3
mul r0, r0, r1
if b1
mov r1, r0.yzwx
setp_lt p0, r0, r1
max r0, r0, r1
if b10
add r0, r0, c22
if b13
add r0, r0, c19
if b3
mov r1, r0.yzwx
if b15
dp4 r0.x, r0, r1
if b11
mul r1, r0, r1
dp4 r0.x, r0, r1
add r0, r0, c24
if b6
add r0, r0, c19
if !b15
max r0, r0, r1
if b0
mov r1, r0.yzwx
max r0, r0, r1
if b2
mul r1, r0, r1
if b2
mul r1, r0, r1
if b13
mul r1, r0, r1
dp4 r0.x, r0, r1
if b15
max r0, r0, r1
setp_eq p0, r0, r1
if !b1
dp4 r0.x, r0, r1
dp4 r0.x, r0, r1
if !b7
max r0, r0, r1
if b9
mul r0, r0, r1
if !b12
mul r0, r0, r1
if b13
mul r0, r0, r1
setp_ne p0, r0, r1
if !b15
dp4 r0.x, r0, r1
mul r1, r0, r1
dp4 r0.x, r0, r1
setp_lt p0, r0, r1
else
max r0, r0, r1
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
add r0, r0, c18
endif
endif
endif
else
add r0, r0, c23
add r0, r0, c17
dp4 r0.x, r0, r1
endif
else
dp4 r0.x, r0, r1
endif
endif
endif
endif
endif
else
add r0, r0, c24
endif
endif
else
add r0, r0, c21
dp4 r0.x, r0, r1
mov r1, r0.yzwx
endif
endif
else
mov r1, r0.yzwx
setp_gt p0, r0, r1
endif
if !p0.x
add r0, r0, c18
add r0, r0, c17
else
callnz l1675, b8
add r0, r0, c19
endif
mov oC0, r0
ret
label l322
dp4 r0.x, r0, r1
ret
label l1675
mov r1, r0.yzwx
ret
