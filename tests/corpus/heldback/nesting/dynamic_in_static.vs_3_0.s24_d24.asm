vs_3_0
dcl_position v0
dcl_position o0
defb b4, false
defb b5, true
defb b9, false
defb b10, true
defb b11, true
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
if b1
add r0, r0, c61
if b13
add r0, r0, r1
if b9
add r0, r0, c63
if b7
add r0.xy, r0, r1
if b13
add r0, r0, c57
if !b7
mul r1, r0, r1
if b10
add r0, r0, c61
if !b14
add r0, r0, c59
if b2
add r0, r0, c58
if !b15
mad r1, r0, r0, r1
if !b8
min r1, r1, r0
if b4
mad r1, r0, r0, r1
if !b5
add r0, r0, r1
if b3
mul r1, r0, r1
if b8
mul r1, r0, r1
if !b2
mad r1, r0, r0, r1
if b7
add r0.xy, r0, r1
if b14
add r0, r0, c57
if b12
add r0, r0, c62
if b3
min r1, r1, r0
if !b1
add r0, r0, c63
if b14
add r0, r0, c57
if b13
mul r1, r0, r1
if b11
min r1, r1, r0
if !p0.w
mul r1, r0, r1
if !p0.z
mul r1, r0, r1
if p0.z
mad r1, r0, r0, r1
if p0.z
add r0, r0, c61
if !p0.y
add r0.xy, r0, r1
if !p0.w
min r1, r1, r0
if !p0.z
add r0, r0, c58
if p0.y
mad r1, r0, r0, r1
if p0.z
add r0, r0, c62
if !p0.z
min r1, r1, r0
if p0.y
add r0, r0, c61
if !p0.z
add r0, r0, r1
if p0.y
mul r1, r0, r1
if p0.x
add r0.xy, r0, r1
if p0.x
add r0, r0, c59
if !p0.z
add r0, r0, c62
if p0.y
add r0, r0, c59
if !p0.z
add r0.xy, r0, r1
if p0.y
min r1, r1, r0
if !p0.y
mul r1, r0, r1
if p0.z
add r0, r0, c62
if !p0.y
mul r1, r0, r1
if !p0.x
add r0, r0, c63
if p0.x
mul r1, r0, r1
add r0, r0, c63
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
