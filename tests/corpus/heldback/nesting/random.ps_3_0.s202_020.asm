ps_3_0
dcl_texcoord0 v0
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
if_le r0.z, r1.x
add r0.xy, r0, r1
if_le r0.w, r1.w
mad r0, r0, r1, r0
if_ge r0.z, r1.y
mad r1, r0, r0, r1
setp_ge p0, r0, r1
mad r1, r0, r0, r1
if_ge r0.y, r1.y
mad r0, r0, r1, r0
if p0.x
mul r1, r0, r1
if !p0.w
mul r1, r0, r1
if_ne r0.y, r1.x
add r0.xy, r0, r1
if_ge r0.z, r1.y
add r0, r0, r1
mul r1, r0, r1
if !p0.z
mad r0, r0, r1, r0
add r0, r0, c23
if p0.y
add r0.xy, r0, r1
add r0, r0, c26
if !p0.x
add r0.xy, r0, r1
add r0, r0, r1
if_ne r0.w, r1.w
mad r1, r0, r0, r1
mad r1, r0, r0, r1
if_ne r0.z, r1.z
mad r1, r0, r0, r1
mad r1, r0, r0, r1
if !p0.w
add r0, r0, r1
mad r1, r0, r0, r1
if p0.y
mad r1, r0, r0, r1
if_lt r0.x, r1.y
add r0, r0, c22
if_le r0.w, r1.x
add r0, r0, c22
if p0.y
add r0, r0, c26
if_ne r0.w, r1.x
add r0, r0, c19
if_gt r0.z, r1.y
add r0, r0, c22
if_ne r0.y, r1.w
add r0, r0, c20
add r0, r0, c25
if_ne r0.y, r1.x
add r0, r0, c25
add r0, r0, c22
add r0, r0, r1
if p0.y
add r0, r0, r1
add r0.xy, r0, r1
if p0.w
add r0, r0, c23
if !p0.z
add r0, r0, r1
setp_ne p0, r0, r1
add r0, r0, r1
add r0, r0, r1
endif
endif
endif
else
mad r1, r0, r0, r1
mul r1, r0, r1
endif
endif
else
add r0, r0, r1
endif
else
mul r1, r0, r1
endif
endif
else
mad r0, r0, r1, r0
mad r0, r0, r1, r0
endif
endif
endif
endif
endif
endif
endif
endif
else
add r0, r0, c23
endif
endif
else
mad r0, r0, r1, r0
add r0, r0, r1
endif
endif
endif
endif
endif
else
mul r1, r0, r1
setp_ne p0, r0, r1
endif
endif
mov oC0, r0
