ps_3_0
dcl_texcoord0 v0
mov r0, v0
mov r1, c0
setp_le p0, r0, r1
mad r0, r0, r1, r0
add r0, r0, c15
if_le r0.z, r1.z
add r0.xy, r0, r1
setp_ne p0, r0, r1
if p0.x
add r1, r1, r0
if p0.w
max r0, r0, r1
if_lt r0.w, r1.w
add r0, r0, c19
if !p0.x
mad r0, r0, r1, r0
if !p0.z
add r0.xy, r0, r1
if p0.z
add r0, r0, c18
if p0.z
mad r0, r0, r1, r0
mul r0, r0, r1
add r0.xy, r0, r1
if_gt r0.x, r1.x
add r1, r1, r0
if_le r0.w, r1.x
mul r0, r0, r1
if p0.y
add r0.xy, r0, r1
if !p0.y
add r0.xy, r0, r1
setp_eq p0, r0, r1
if_ne r0.y, r1.z
add r0, r0, c13
if p0.w
mul r0, r0, r1
max r0, r0, r1
if_gt r0.x, r1.y
add r0, r0, c15
if p0.y
mul r0, r0, r1
if !p0.z
add r1, r1, r0
if_ge r0.x, r1.y
mul r0, r0, r1
max r0, r0, r1
if_ge r0.w, r1.x
mad r0, r0, r1, r0
mul r0, r0, r1
if p0.y
mul r0, r0, r1
add r0, r0, c17
if p0.z
add r1, r1, r0
if_le r0.z, r1.w
add r0.xy, r0, r1
if !p0.x
add r0.xy, r0, r1
if p0.x
add r0, r0, c13
add r0.xy, r0, r1
if p0.w
add r1, r1, r0
setp_ne p0, r0, r1
add r0.xy, r0, r1
add r0, r0, c16
setp_gt p0, r0, r1
endif
endif
else
add r0, r0, c15
add r1, r1, r0
endif
endif
endif
endif
else
add r0.xy, r0, r1
endif
else
add r0, r0, c14
add r0, r0, c16
endif
endif
else
mad r0, r0, r1, r0
endif
endif
endif
else
mul r0, r0, r1
endif
else
mul r0, r0, r1
endif
else
add r0.xy, r0, r1
endif
else
mul r0, r0, r1
endif
else
add r0.xy, r0, r1
setp_le p0, r0, r1
setp_eq p0, r0, r1
endif
endif
endif
else
add r0, r0, c16
endif
endif
else
add r1, r1, r0
mad r0, r0, r1, r0
add r0, r0, c18
endif
endif
endif
endif
mad r0, r0, r1, r0
mov oC0, r0
