vs_2_x
dcl_position v0
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
if !p0.w
add r0, r0, c55
if p0.z
mad r1, r0, r0, r1
if !p0.y
mul r0, r0, r1
if p0.z
add r0, r0, c52
if !p0.y
mul r0, r0, r1
if !p0.x
mad r1, r0, r0, r1
if !p0.z
sub r0, r0, r1
if !p0.y
sub r0, r0, r1
if !p0.y
mul r0, r0, r1
if !p0.x
min r1, r1, r0
if p0.y
mad r1, r0, r0, r1
if p0.y
mad r1, r0, r0, r1
if p0.y
min r1, r1, r0
if !p0.y
add r0, r0, c55
if !p0.x
mul r0, r0, r1
if p0.w
mul r0, r0, r1
if !p0.y
min r1, r1, r0
if p0.z
max r0, r0, r1
if p0.z
add r0, r0, c55
if p0.x
sub r0, r0, r1
if !p0.z
mul r0, r0, r1
if p0.w
add r0, r0, c55
if !p0.x
sub r0, r0, r1
if !p0.y
min r1, r1, r0
if p0.x
add r0, r0, c53
min r1, r1, r0
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
mov oPos, r0
