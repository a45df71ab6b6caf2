vs_2_x
dcl_position v0
defb b0, false
defb b6, true
defb b13, false
defb b14, true
mov r0, v0
mov r1, c0
setp_eq p0, r0, r1
if !b1
add r0, r0, c15
if b6
add r0, r0, c18
if b14
mul r1, r0, r1
if b15
add r0, r0, c15
if b6
add r0.xy, r0, r1
if b3
add r0, r0, r1
if !b13
add r0, r0, c14
if !b3
mov r1, r0.yzwx
if b11
add r0.xy, r0, r1
if b0
add r0, r0, r1
if !b0
add r0.xy, r0, r1
if b5
add r0, r0, r1
if !p0.z
add r0, r0, c13
if !p0.x
add r0, r0, c18
if !p0.z
add r0, r0, r1
if p0.y
add r0.xy, r0, r1
if !p0.y
mul r1, r0, r1
if !p0.x
mov r1, r0.yzwx
if !p0.x
add r0, r0, c20
if p0.x
mul r0, r0, r1
if p0.w
add r0, r0, r1
if !p0.z
add r0, r0, r1
if p0.y
add r0, r0, c19
if p0.y
mul r1, r0, r1
add r0.xy, r0, r1
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
mov oPos, r0
