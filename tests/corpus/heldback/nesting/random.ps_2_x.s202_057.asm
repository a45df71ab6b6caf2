ps_2_x
dcl t0
mov r0, t0
mov r1, c0
setp_le p0, r0, r1
callnz l0, b7
add r1, r1, r0
mov oC0, r0
ret
label l0
if p0.x
mad r0, r0, r1, r0
setp_gt p0, r0, r1
add r0, r0, c13
if !p0.y
add r0, r0, c6
add r0, r0, r1
if_ne r0.z, r1.w
add r0, r0, c9
if p0.x
add r0, r0, c13
if p0.y
add r1, r1, r0
max r0, r0, r1
if_lt r0.y, r1.x
max r0, r0, r1
max r0, r0, r1
if_le r0.y, r1.y
add r0, r0, r1
if p0.z
add r0, r0, c8
add r1, r1, r0
if !p0.z
max r0, r0, r1
mad r0, r0, r1, r0
if_eq r0.x, r1.x
max r0, r0, r1
add r1, r1, r0
if_ne r0.z, r1.z
add r1, r1, r0
add r0, r0, r1
add r0, r0, c11
if_gt r0.x, r1.w
add r0, r0, c9
if !p0.y
mad r0, r0, r1, r0
if p0.w
add r0, r0, r1
if_ne r0.x, r1.x
mul r0, r0, r1
setp_eq p0, r0, r1
if !p0.y
add r0, r0, c13
if_ne r0.x, r1.y
mul r0, r0, r1
if_eq r0.x, r1.x
add r0, r0, c10
setp_ne p0, r0, r1
if_ge r0.y, r1.x
add r0, r0, r1
if_lt r0.w, r1.w
add r0, r0, c11
mad r0, r0, r1, r0
add r0, r0, r1
if !p0.z
mul r0, r0, r1
if p0.y
mul r0, r0, r1
if p0.z
add r1, r1, r0
if_ne r0.x, r1.z
add r0, r0, r1
add r0, r0, c10
max r0, r0, r1
add r0, r0, c11
endif
endif
else
mul r0, r0, r1
endif
else
add r0, r0, r1
endif
else
mul r0, r0, r1
endif
endif
else
mul r0, r0, r1
max r0, r0, r1
add r0, r0, r1
endif
endif
endif
endif
endif
endif
endif
endif
endif
else
add r0, r0, r1
add r0, r0, c10
endif
endif
endif
endif
endif
endif
endif
endif
else
max r0, r0, r1
endif
ret
