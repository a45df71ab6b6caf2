ps_3_sw
dcl_texcoord0 v0
defb b5, false
defb b7, true
defb b8, false
defb b9, true
defb b14, false
mov r0, v0
mov r1, c1
setp_eq p0, r0, r1
if b1
min r1, r1, r0
if b1
min r1, r1, r0
if b13
sub r0, r0, r1
if b11
mul r1, r0, r1
if b14
add r0, r0, c16
if b10
add r0, r0, c16
if b1
mul r1, r0, r1
if b13
add r0, r0, r1
if b3
add r0, r0, c15
if !b5
add r0, r0, r1
if b1
add r0, r0, c12
if b1
mul r1, r0, r1
if b3
add r0, r0, r1
if b7
add r0, r0, c11
if b9
add r0, r0, c15
if !b7
min r1, r1, r0
if !b4
add r0, r0, c17
if b11
add r0, r0, c11
if b15
mad r1, r0, r0, r1
if !b9
sub r0, r0, r1
if b7
min r1, r1, r0
if b3
add r0, r0, r1
if !b8
mad r1, r0, r0, r1
if b15
add r0, r0, c16
if p0.z
mad r1, r0, r0, r1
if p0.w
add r0, r0, c11
if !p0.x
add r0, r0, c13
if !p0.x
min r1, r1, r0
if p0.z
mad r1, r0, r0, r1
if !p0.w
add r0, r0, r1
if !p0.w
add r0, r0, c12
if p0.x
add r0, r0, r1
if p0.y
add r0, r0, c13
if !p0.x
add r0, r0, r1
if p0.z
mad r1, r0, r0, r1
if p0.z
add r0, r0, r1
if p0.w
sub r0, r0, r1
if p0.x
add r0, r0, c12
if !p0.w
mad r1, r0, r0, r1
if !p0.z
min r1, r1, r0
if p0.x
mad r1, r0, r0, r1
if p0.z
add r0, r0, c12
if !p0.x
add r0, r0, r1
if !p0.w
add r0, r0, c15
if p0.w
mul r1, r0, r1
if !p0.y
mul r1, r0, r1
if !p0.z
add r0, r0, c14
if !p0.x
add r0, r0, r1
sub r0, r0, r1
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
mov oC0, r0
