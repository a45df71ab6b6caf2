ps_3_0
dcl_texcoord0 v0
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
if p0.y
add r0.xy, r0, r1
if p0.x
add r0.xy, r0, r1
if !p0.z
mad r1, r0, r0, r1
if p0.w
mad r1, r0, r0, r1
if p0.y
dp4 r0.x, r0, r1
if p0.w
add r0, r0, c20
if p0.z
mad r1, r0, r0, r1
if !p0.z
add r1, r1, r0
if p0.x
min r1, r1, r0
if p0.y
add r1, r1, r0
if p0.x
min r1, r1, r0
if p0.z
min r1, r1, r0
if !p0.z
add r0.xy, r0, r1
if p0.z
add r0.xy, r0, r1
if p0.x
add r0.xy, r0, r1
if !p0.w
min r1, r1, r0
if p0.x
dp4 r0.x, r0, r1
if p0.w
mad r1, r0, r0, r1
if !p0.x
add r0.xy, r0, r1
if p0.z
dp4 r0.x, r0, r1
if p0.z
min r1, r1, r0
if p0.x
dp4 r0.x, r0, r1
if !p0.z
add r0, r0, c21
if !p0.y
add r0, r0, c21
if p0.z
add r0.xy, r0, r1
dp4 r0.x, r0, r1
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
mov oC0, r0
