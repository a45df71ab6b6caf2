vs_2_x
dcl_position v0
defb b0, false
defb b5, true
defb b6, true
defb b7, true
defb b9, true
defb b12, false
defb b13, true
defb b14, false
mov r0, v0
mov r1, c0
setp_ge p0, r0, r1
if b7
sub r0, r0, r1
if !b0
mov r1, r0.yzwx
if b5
min r1, r1, r0
if !b8
add r0, r0, c51
if b11
mad r0, r0, r1, r0
if b3
mad r0, r0, r1, r0
if b14
mad r0, r0, r1, r0
if b9
mad r0, r0, r1, r0
if !b13
add r0, r0, c55
if b3
add r0, r0, c55
if b11
sub r0, r0, r1
if !b12
add r0, r0, c54
if b14
min r1, r1, r0
if b6
sub r0, r0, r1
if !b0
mad r0, r0, r1, r0
if !b15
sub r0, r0, r1
if !p0.y
add r0.xy, r0, r1
if !p0.x
add r0.xy, r0, r1
if p0.x
sub r0, r0, r1
if p0.z
add r0, r0, c53
if !p0.x
add r0.xy, r0, r1
if !p0.x
min r1, r1, r0
if p0.y
mov r1, r0.yzwx
if p0.w
add r0.xy, r0, r1
if p0.y
sub r0, r0, r1
if p0.y
add r0.xy, r0, r1
if p0.z
add r0, r0, c52
if p0.z
add r0, r0, c53
if p0.x
add r0, r0, c52
if p0.y
min r1, r1, r0
if !p0.w
add r0, r0, c57
if p0.x
mad r0, r0, r1, r0
if !p0.x
mad r0, r0, r1, r0
if !p0.w
add r0, r0, c55
if p0.w
add r0, r0, c56
if p0.z
add r0.xy, r0, r1
if p0.z
min r1, r1, r0
if p0.x
sub r0, r0, r1
if !p0.z
sub r0, r0, r1
if !p0.x
mov r1, r0.yzwx
if !p0.w
min r1, r1, r0
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
