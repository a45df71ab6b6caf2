ps_2_sw
dcl t0
mov r0, t0
mov r1, c1
setp_eq p0, r0, r1
if !p0.w
add r0, r0, c25
if !p0.x
add r0, r0, c24
if p0.w
add r0, r0, c25
if !p0.z
mul r1, r0, r1
if !p0.z
min r1, r1, r0
if !p0.x
add r0, r0, c19
if p0.w
min r1, r1, r0
if p0.w
add r0, r0, c25
if p0.y
add r0, r0, c18
if p0.x
add r0, r0, c19
if p0.x
add r0, r0, r1
if !p0.y
add r0, r0, r1
if p0.y
min r1, r1, r0
if !p0.w
add r0, r0, c23
if p0.z
add r0, r0, r1
if p0.y
sub r0, r0, r1
if p0.w
mul r1, r0, r1
if !p0.x
min r1, r1, r0
if !p0.y
add r0, r0, r1
if p0.z
mul r1, r0, r1
if p0.z
mul r1, r0, r1
if p0.x
min r1, r1, r0
if !p0.w
min r1, r1, r0
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
mov oC0, r0
