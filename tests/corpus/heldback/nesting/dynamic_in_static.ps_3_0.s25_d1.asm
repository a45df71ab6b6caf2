ps_3_0
dcl_texcoord0 v0
defb b1, true
defb b2, true
defb b4, false
defb b6, false
defb b8, true
defb b11, false
defb b12, true
defb b13, true
mov r0, v0
mov r1, c1
setp_le p0, r0, r1
if b2
mul r0, r0, r1
if b6
mad r0, r0, r1, r0
if b8
add r0, r0, c14
if b3
mad r1, r0, r0, r1
if !b8
add r0, r0, c19
if b13
add r0, r0, c14
if b4
mad r1, r0, r0, r1
if b15
mul r0, r0, r1
if b7
mad r1, r0, r0, r1
if b10
add r0, r0, c18
if b6
max r0, r0, r1
if b0
mul r0, r0, r1
if !b15
add r0, r0, c17
if b8
mul r0, r0, r1
if !b14
add r0, r0, c15
if b15
add r0, r0, c21
if !b1
add r0, r0, c15
if !b10
mad r1, r0, r0, r1
if b11
max r0, r0, r1
if !b12
mul r0, r0, r1
if b7
add r0, r0, c17
if b8
add r0, r0, c15
if !b10
mul r0, r0, r1
if !b3
dp4 r0.x, r0, r1
if b4
mad r0, r0, r1, r0
if !p0.x
add r0, r0, c14
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
endif
endif
endif
endif
mov oC0, r0
