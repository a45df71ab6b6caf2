vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c0
setp_gt p0, r0, r1
if p0.z
add r0, r0, c15
if !p0.y
add r0, r0, c19
if p0.z
min r1, r1, r0
if p0.z
min r1, r1, r0
if !p0.y
min r1, r1, r0
if p0.x
add r0, r0, c18
if p0.y
min r1, r1, r0
if !p0.x
add r0.xy, r0, r1
if p0.w
add r0, r0, c17
if p0.x
max r0, r0, r1
if p0.w
add r0, r0, r1
if p0.x
max r0, r0, r1
if !p0.w
max r0, r0, r1
if !p0.x
dp4 r0.x, r0, r1
if p0.w
dp4 r0.x, r0, r1
if p0.w
add r0, r0, r1
if p0.x
add r0.xy, r0, r1
if !p0.y
max r0, r0, r1
if !p0.w
add r0, r0, c15
if p0.y
add r0, r0, r1
if !p0.w
add r0.xy, r0, r1
if p0.z
add r0, r0, r1
if p0.x
add r0, r0, r1
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
