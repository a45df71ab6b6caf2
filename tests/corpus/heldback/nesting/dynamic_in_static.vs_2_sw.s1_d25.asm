vs_2_sw
dcl_position v0
defb b8, false
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
if b8
add r0, r0, c25
if p0.x
add r0, r0, c26
if p0.z
add r1, r1, r0
if p0.y
add r1, r1, r0
if p0.z
add r0.xy, r0, r1
if !p0.y
add r1, r1, r0
if !p0.w
min r1, r1, r0
if !p0.x
add r0, r0, c27
if !p0.z
min r1, r1, r0
if p0.w
min r1, r1, r0
if p0.x
add r1, r1, r0
if p0.x
add r0.xy, r0, r1
if p0.z
add r0, r0, c25
if p0.w
sub r0, r0, r1
if !p0.w
sub r0, r0, r1
if !p0.w
add r0, r0, c28
if p0.y
add r0, r0, c23
if p0.z
add r0, r0, r1
if !p0.y
min r1, r1, r0
if p0.y
add r0, r0, c29
if p0.y
sub r0, r0, r1
if p0.x
min r1, r1, r0
if p0.z
add r0, r0, r1
if !p0.x
add r1, r1, r0
if p0.x
add r0, r0, r1
if !p0.w
min r1, r1, r0
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
mov oPos, r0
