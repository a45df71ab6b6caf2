vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c1
setp_eq p0, r0, r1
if_eq r0.x, r1.y
add r0, r0, c18
if_eq r0.y, r1.w
min r1, r1, r0
if_ge r0.w, r1.x
max r0, r0, r1
if_ge r0.z, r1.y
min r1, r1, r0
min r1, r1, r0
mad r1, r0, r0, r1
if p0.z
add r0, r0, c17
mul r1, r0, r1
if_le r0.w, r1.y
min r1, r1, r0
if_gt r0.z, r1.x
mad r1, r0, r0, r1
min r1, r1, r0
if_ge r0.w, r1.w
min r1, r1, r0
if !p0.w
add r0, r0, c13
setp_ne p0, r0, r1
if p0.z
mad r1, r0, r0, r1
if_ne r0.z, r1.w
add r0, r0, c15
if_ge r0.x, r1.w
mad r1, r0, r0, r1
if_ne r0.w, r1.x
add r0, r0, c16
max r0, r0, r1
if p0.z
add r0, r0, c19
max r0, r0, r1
if_le r0.x, r1.z
mad r1, r0, r0, r1
if_ge r0.x, r1.x
max r0, r0, r1
if p0.x
mul r1, r0, r1
add r0, r0, c15
if p0.y
mov r1, r0.yzwx
mul r1, r0, r1
if_eq r0.y, r1.z
min r1, r1, r0
min r1, r1, r0
if !p0.w
mul r1, r0, r1
if_lt r0.w, r1.x
add r0, r0, c16
add r0, r0, c20
if_gt r0.y, r1.x
min r1, r1, r0
setp_ge p0, r0, r1
mul r1, r0, r1
if_lt r0.x, r1.z
mul r1, r0, r1
if !p0.z
mul r1, r0, r1
add r0, r0, c13
min r1, r1, r0
else
mov r1, r0.yzwx
min r1, r1, r0
add r0, r0, c14
endif
endif
endif
endif
endif
endif
endif
else
mad r1, r0, r0, r1
endif
endif
else
add r0, r0, c16
endif
else
mul r1, r0, r1
mov r1, r0.yzwx
endif
endif
endif
endif
else
max r0, r0, r1
endif
endif
else
mov r1, r0.yzwx
endif
endif
endif
endif
endif
endif
else
max r0, r0, r1
endif
endif
mov o0, r0
