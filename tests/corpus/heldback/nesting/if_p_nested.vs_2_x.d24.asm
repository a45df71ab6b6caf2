vs_2_x
dcl_position v0
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
if p0.w
add r0.xy, r0, r1
if !p0.y
add r0.xy, r0, r1
if !p0.x
min r1, r1, r0
if p0.x
mad r1, r0, r0, r1
if p0.x
add r0, r0, c38
if p0.w
add r0, r0, c38
if !p0.z
add r0, r0, c40
if p0.z
mov r1, r0.yzwx
if p0.y
mov r1, r0.yzwx
if !p0.y
add r0, r0, c40
if !p0.y
mad r1, r0, r0, r1
if !p0.y
mul r0, r0, r1
if p0.z
add r0, r0, c36
if p0.w
min r1, r1, r0
if !p0.y
add r0.xy, r0, r1
if !p0.x
mad r1, r0, r0, r1
if !p0.z
add r0.xy, r0, r1
if !p0.y
add r0.xy, r0, r1
if p0.z
add r0, r0, c39
if !p0.z
mov r1, r0.yzwx
if !p0.w
add r0.xy, r0, r1
if !p0.z
mad r1, r0, r0, r1
if !p0.z
min r1, r1, r0
if !p0.y
add r0, r0, c38
add r0, r0, c34
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
