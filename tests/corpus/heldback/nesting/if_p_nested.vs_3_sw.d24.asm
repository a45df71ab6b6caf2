vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c0
setp_lt p0, r0, r1
if !p0.z
min r1, r1, r0
if p0.w
add r0, r0, c50
if p0.w
mad r1, r0, r0, r1
if !p0.x
mad r0, r0, r1, r0
if p0.y
add r0, r0, c46
if p0.z
mul r0, r0, r1
if p0.y
mad r1, r0, r0, r1
if p0.y
mad r1, r0, r0, r1
if !p0.z
add r0, r0, r1
if p0.w
mul r0, r0, r1
if !p0.z
add r0, r0, r1
if !p0.z
mad r1, r0, r0, r1
if p0.z
add r0, r0, c47
if p0.z
add r0, r0, c46
if p0.x
add r0, r0, r1
if !p0.w
min r1, r1, r0
if p0.y
min r1, r1, r0
if p0.z
add r0, r0, c47
if !p0.w
mad r1, r0, r0, r1
if !p0.x
add r0, r0, c45
if p0.y
add r0, r0, c50
if p0.x
mad r1, r0, r0, r1
if !p0.z
add r0, r0, c45
if p0.w
mad r1, r0, r0, r1
mad r1, r0, r0, r1
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
