ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov r1, c0
setp_ge p0, r0, r1
if_le r0.y, r1.z
max r0, r0, r1
mad r1, r0, r0, r1
add r0, r0, c17
if_ne r0.w, r1.y
min r1, r1, r0
mad r1, r0, r0, r1
if !p0.x
add r0, r0, c16
if !p0.x
add r0, r0, c16
if !p0.w
mad r1, r0, r0, r1
if !p0.y
mad r1, r0, r0, r1
if_ne r0.z, r1.w
add r0, r0, c15
add r0, r0, c17
if p0.w
min r1, r1, r0
sub r0, r0, r1
if !p0.w
mul r0, r0, r1
if p0.z
mad r1, r0, r0, r1
setp_gt p0, r0, r1
if p0.x
max r0, r0, r1
mul r0, r0, r1
if p0.z
max r0, r0, r1
if_ge r0.x, r1.y
mad r1, r0, r0, r1
if_ne r0.z, r1.w
sub r0, r0, r1
sub r0, r0, r1
if !p0.x
mad r1, r0, r0, r1
if_ge r0.y, r1.w
min r1, r1, r0
if_lt r0.w, r1.z
min r1, r1, r0
if p0.z
mad r1, r0, r0, r1
if !p0.x
add r0, r0, c15
if p0.y
mul r0, r0, r1
max r0, r0, r1
min r1, r1, r0
if_eq r0.w, r1.y
mul r0, r0, r1
if p0.y
mad r1, r0, r0, r1
if_ne r0.y, r1.x
add r0, r0, c20
setp_lt p0, r0, r1
if !p0.z
mul r0, r0, r1
mad r1, r0, r0, r1
if p0.x
mul r0, r0, r1
setp_ge p0, r0, r1
min r1, r1, r0
endif
else
max r0, r0, r1
endif
endif
else
add r0, r0, c19
add r0, r0, c17
endif
endif
endif
endif
endif
endif
else
add r0, r0, c17
endif
else
sub r0, r0, r1
endif
endif
else
mad r1, r0, r0, r1
endif
endif
endif
endif
else
add r0, r0, c16
setp_lt p0, r0, r1
endif
endif
endif
endif
endif
endif
endif
endif
else
mad r1, r0, r0, r1
add r0, r0, c20
endif
setp_ne p0, r0, r1
mov oC0, r0
