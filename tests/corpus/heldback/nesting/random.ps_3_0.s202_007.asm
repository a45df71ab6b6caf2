ps_3_0
dcl_texcoord0 v0
defb b1, true
defb b6, false
defb b11, false
defb b12, false
defb b13, true
defb b14, true
mov r0, v0
mov r1, c1
add r0, r0, c14
add r0.xy, r0, r1
callnz l1108, b10
add r0.xy, r0, r1
mov oC0, r0
ret
label l1108
if b13
mov r1, r0.yzwx
if b15
add r0.xy, r0, r1
if b4
add r0.xy, r0, r1
add r0.xy, r0, r1
if b13
add r0.xy, r0, r1
setp_eq p0, r0, r1
if b12
mad r0, r0, r1, r0
if !b7
dp4 r0.x, r0, r1
add r0, r0, c16
if b10
dp4 r0.x, r0, r1
if b13
dp4 r0.x, r0, r1
add r0.xy, r0, r1
if b4
add r0, r0, c14
if b14
mul r1, r0, r1
dp4 r0.x, r0, r1
if b3
dp4 r0.x, r0, r1
if b12
mad r0, r0, r1, r0
setp_ne p0, r0, r1
if b8
add r0, r0, c18
setp_gt p0, r0, r1
if b14
dp4 r0.x, r0, r1
if !b2
add r0.xy, r0, r1
if b7
mul r1, r0, r1
setp_lt p0, r0, r1
if b6
mad r0, r0, r1, r0
mov r1, r0.yzwx
add r0.xy, r0, r1
if b12
mov r1, r0.yzwx
mul r1, r0, r1
if b9
dp4 r0.x, r0, r1
mad r0, r0, r1, r0
if b7
mov r1, r0.yzwx
setp_eq p0, r0, r1
if !b11
mul r1, r0, r1
if b7
mov r1, r0.yzwx
add r0.xy, r0, r1
if !b1
mad r0, r0, r1, r0
if b15
mad r0, r0, r1, r0
setp_lt p0, r0, r1
mad r0, r0, r1, r0
else
dp4 r0.x, r0, r1
endif
endif
endif
endif
endif
endif
endif
else
add r0, r0, c14
endif
endif
else
mov r1, r0.yzwx
endif
endif
else
add r0, r0, c17
endif
endif
endif
endif
endif
else
dp4 r0.x, r0, r1
add r0, r0, c15
add r0, r0, c20
endif
endif
endif
else
add r0, r0, c18
endif
endif
endif
else
add r0.xy, r0, r1
setp_ne p0, r0, r1
endif
endif
ret
