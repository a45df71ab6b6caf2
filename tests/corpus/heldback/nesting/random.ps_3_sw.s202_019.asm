ps_3_sw
dcl_texcoord0 v0
defb b3, false
defb b4, true
defb b8, false
defb b9, false
defb b12, true
defb b13, false
defb b14, true
defb b15, true
mov r0, v0
mov r1, c1
add r0, r0, c17
mad r1, r0, r0, r1
if b9
mov r1, r0.yzwx
if b13
dp4 r0.x, r0, r1
if b15
mul r0, r0, r1
if !b4
dp4 r0.x, r0, r1
if b15
mov r1, r0.yzwx
add r0, r0, c13
if !b6
mul r0, r0, r1
mul r0, r0, r1
if !b12
mul r0, r0, r1
if !b11
add r0, r0, c16
if !b5
add r0, r0, c14
if !b9
add r0, r0, c18
dp4 r0.x, r0, r1
if b6
mov r1, r0.yzwx
mul r0, r0, r1
if !b11
add r0, r0, r1
dp4 r0.x, r0, r1
if !b3
add r0, r0, c13
mul r0, r0, r1
add r0, r0, c15
if b8
add r0, r0, c15
if b8
add r0, r0, c18
if !b14
mov r1, r0.yzwx
add r0, r0, c18
setp_ne p0, r0, r1
if !b3
add r0, r0, c17
if b9
mad r1, r0, r0, r1
if !b13
mul r0, r0, r1
if b4
dp4 r0.x, r0, r1
dp4 r0.x, r0, r1
mad r1, r0, r0, r1
if b11
mad r1, r0, r0, r1
if !b1
dp4 r0.x, r0, r1
mad r1, r0, r0, r1
if !b4
mad r1, r0, r0, r1
if !b0
mul r0, r0, r1
mov r1, r0.yzwx
dp4 r0.x, r0, r1
endif
endif
endif
endif
else
mul r0, r0, r1
endif
else
mad r1, r0, r0, r1
dp4 r0.x, r0, r1
mul r0, r0, r1
endif
else
mul r0, r0, r1
endif
endif
endif
endif
else
mov r1, r0.yzwx
endif
else
mov r1, r0.yzwx
mad r1, r0, r0, r1
endif
endif
else
add r0, r0, r1
setp_lt p0, r0, r1
mad r1, r0, r0, r1
endif
else
dp4 r0.x, r0, r1
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
add r0, r0, r1
setp_eq p0, r0, r1
mov oC0, r0
