ps_3_0
dcl_texcoord0 v0
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
if !p0.z
mul r1, r0, r1
if p0.z
min r1, r1, r0
if p0.z
mad r0, r0, r1, r0
if !p0.z
add r0, r0, c15
if p0.z
add r0, r0, c15
if p0.z
mul r1, r0, r1
if !p0.z
mad r0, r0, r1, r0
if !p0.w
add r1, r1, r0
if p0.w
add r0.xy, r0, r1
if !p0.y
add r1, r1, r0
if !p0.w
add r1, r1, r0
if !p0.w
add r0, r0, c18
if p0.y
add r0, r0, c16
if !p0.z
mad r0, r0, r1, r0
if !p0.y
add r0.xy, r0, r1
if !p0.x
add r0.xy, r0, r1
if !p0.x
add r0.xy, r0, r1
if !p0.x
mul r1, r0, r1
if !p0.z
min r1, r1, r0
if !p0.z
add r1, r1, r0
if !p0.w
add r1, r1, r0
if p0.x
add r1, r1, r0
if !p0.y
add r0, r0, c16
if p0.w
add r0, r0, c16
add r0, r0, c22
else
min r1, r1, r0
endif
else
min r1, r1, r0
endif
else
add r0, r0, c22
endif
else
mul r1, r0, r1
endif
else
add r1, r1, r0
endif
else
add r0, r0, c15
endif
else
mul r1, r0, r1
endif
else
add r1, r1, r0
endif
else
add r0, r0, c15
endif
else
min r1, r1, r0
endif
else
mad r0, r0, r1, r0
endif
else
mul r1, r0, r1
endif
else
min r1, r1, r0
endif
else
add r0, r0, c21
endif
else
add r1, r1, r0
endif
else
add r0.xy, r0, r1
endif
else
mul r1, r0, r1
endif
else
mad r0, r0, r1, r0
endif
else
min r1, r1, r0
endif
else
add r0.xy, r0, r1
endif
else
min r1, r1, r0
endif
else
add r1, r1, r0
endif
else
add r0.xy, r0, r1
endif
else
add r1, r1, r0
endif
mov oC0, r0
