vs_3_sw
dcl_position v0
dcl_position o0
defb b0, true
defb b2, false
defb b3, true
defb b7, true
defb b8, false
defb b10, true
defb b12, true
defb b13, true
defb b15, false
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
if b14
add r1, r1, r0
if b0
add r0, r0, c5
if b13
add r1, r1, r0
if b9
mul r0, r0, r1
if !b9
add r0, r0, c8
if !b8
mad r1, r0, r0, r1
if !b12
add r1, r1, r0
if !b10
add r1, r1, r0
if b2
max r0, r0, r1
if b14
add r0, r0, c9
if b7
mad r1, r0, r0, r1
if b8
add r1, r1, r0
if !b3
add r1, r1, r0
if b13
mad r1, r0, r0, r1
if b4
mul r0, r0, r1
if !b13
mul r1, r0, r1
if b15
mul r0, r0, r1
if !b1
mad r1, r0, r0, r1
if b2
mul r1, r0, r1
if !b0
mad r1, r0, r0, r1
if b1
mul r1, r0, r1
if !b14
mad r1, r0, r0, r1
if b9
mul r0, r0, r1
if b12
add r0, r0, c6
if b11
mul r1, r0, r1
if !p0.y
mad r1, r0, r0, r1
mul r1, r0, r1
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
mov o0, r0
