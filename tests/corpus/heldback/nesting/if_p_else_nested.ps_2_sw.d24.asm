ps_2_sw
dcl t0
mov r0, t0
mov r1, c0
setp_ge p0, r0, r1
if !p0.w
add r0, r0, c15
if p0.x
add r0, r0, c9
if p0.x
max r0, r0, r1
if !p0.w
add r1, r1, r0
if p0.x
max r0, r0, r1
if !p0.z
add r1, r1, r0
if p0.z
mad r0, r0, r1, r0
if p0.w
add r1, r1, r0
if !p0.y
add r0, r0, c12
if p0.x
dp4 r0.x, r0, r1
if p0.y
add r0, r0, c15
if !p0.x
dp4 r0.x, r0, r1
if p0.z
add r0, r0, c10
if p0.w
add r0, r0, c12
if p0.x
add r0, r0, c15
if !p0.z
sub r0, r0, r1
if p0.z
add r1, r1, r0
if !p0.z
mad r0, r0, r1, r0
if !p0.x
dp4 r0.x, r0, r1
if p0.w
add r0, r0, c12
if p0.w
sub r0, r0, r1
if p0.z
add r0, r0, c11
if !p0.x
sub r0, r0, r1
if p0.y
mad r0, r0, r1, r0
add r1, r1, r0
else
add r0, r0, c12
endif
else
sub r0, r0, r1
endif
else
max r0, r0, r1
endif
else
add r0, r0, c16
endif
else
add r0, r0, c16
endif
else
max r0, r0, r1
endif
else
add r1, r1, r0
endif
else
add r1, r1, r0
endif
else
mad r0, r0, r1, r0
endif
else
mad r0, r0, r1, r0
endif
else
add r0, r0, c12
endif
else
mad r0, r0, r1, r0
endif
else
add r1, r1, r0
endif
else
max r0, r0, r1
endif
else
add r0, r0, c10
endif
else
add r0, r0, c10
endif
else
add r0, r0, c11
endif
else
add r0, r0, c10
endif
else
max r0, r0, r1
endif
else
add r0, r0, c11
endif
else
dp4 r0.x, r0, r1
endif
else
max r0, r0, r1
endif
else
add r0, r0, c12
endif
else
add r0, r0, c10
endif
mov oC0, r0
