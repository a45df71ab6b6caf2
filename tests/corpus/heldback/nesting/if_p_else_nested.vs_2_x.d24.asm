vs_2_x
dcl_position v0
mov r0, v0
mov r1, c1
setp_eq p0, r0, r1
if p0.w
mov r1, r0.yzwx
if p0.z
min r1, r1, r0
if p0.z
add r0.xy, r0, r1
if !p0.w
sub r0, r0, r1
if !p0.w
mov r1, r0.yzwx
if p0.z
add r0.xy, r0, r1
if !p0.z
add r0, r0, c13
if !p0.z
mov r1, r0.yzwx
if p0.z
mov r1, r0.yzwx
if p0.x
add r0, r0, c14
if p0.x
mov r1, r0.yzwx
if !p0.z
add r0.xy, r0, r1
if p0.z
add r0, r0, c13
if !p0.x
add r0.xy, r0, r1
if p0.x
min r1, r1, r0
if p0.w
add r0, r0, c13
if !p0.y
add r0, r0, c13
if p0.w
add r0, r0, r1
if !p0.z
mov r1, r0.yzwx
if !p0.x
add r0, r0, r1
if p0.z
sub r0, r0, r1
if p0.x
min r1, r1, r0
if p0.w
add r0, r0, r1
if !p0.y
add r0, r0, c15
add r0.xy, r0, r1
else
add r0, r0, c15
endif
else
add r0.xy, r0, r1
endif
else
sub r0, r0, r1
endif
else
add r0, r0, c19
endif
else
add r0, r0, c18
endif
else
add r0, r0, c13
endif
else
add r0, r0, c14
endif
else
min r1, r1, r0
endif
else
mov r1, r0.yzwx
endif
else
add r0, r0, c13
endif
else
add r0, r0, c13
endif
else
add r0, r0, c19
endif
else
min r1, r1, r0
endif
else
add r0, r0, r1
endif
else
mov r1, r0.yzwx
endif
else
min r1, r1, r0
endif
else
add r0, r0, r1
endif
else
min r1, r1, r0
endif
else
add r0, r0, r1
endif
else
add r0, r0, c13
endif
else
mov r1, r0.yzwx
endif
else
add r0, r0, c20
endif
else
min r1, r1, r0
endif
else
add r0, r0, c16
endif
mov oPos, r0
