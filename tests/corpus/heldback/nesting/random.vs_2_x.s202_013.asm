vs_2_x
dcl_position v0
mov r0, v0
mov r1, c1
setp_ne p0, r0, r1
callnz l3, b1
add r0, r0, c35
add r0, r0, c33
mov oPos, r0
ret
label l3
if_lt r0.z, r1.y
dp4 r0.x, r0, r1
add r0, r0, c34
if !p0.w
add r0.xy, r0, r1
if p0.x
mul r1, r0, r1
if !p0.w
dp4 r0.x, r0, r1
if p0.z
max r0, r0, r1
mad r1, r0, r0, r1
if !p0.y
max r0, r0, r1
add r0, r0, c34
if !p0.w
add r0.xy, r0, r1
add r0, r0, c37
setp_gt p0, r0, r1
if_eq r0.w, r1.y
mad r1, r0, r0, r1
if !p0.z
mad r1, r0, r0, r1
add r0.xy, r0, r1
if_le r0.w, r1.z
add r0, r0, c30
max r0, r0, r1
if p0.w
add r0, r0, c35
if p0.w
add r0, r0, c31
if_gt r0.y, r1.z
mad r1, r0, r0, r1
if_eq r0.w, r1.w
dp4 r0.x, r0, r1
if p0.z
dp4 r0.x, r0, r1
dp4 r0.x, r0, r1
if_ge r0.z, r1.w
max r0, r0, r1
mul r1, r0, r1
if_ne r0.w, r1.z
add r0, r0, c32
mul r1, r0, r1
if p0.x
mad r1, r0, r0, r1
dp4 r0.x, r0, r1
if p0.w
add r0, r0, c30
if_le r0.w, r1.x
add r0.xy, r0, r1
setp_eq p0, r0, r1
if_gt r0.z, r1.y
max r0, r0, r1
if p0.y
add r0, r0, c32
if p0.y
add r0, r0, c31
if_lt r0.w, r1.w
add r0, r0, c30
add r0.xy, r0, r1
endif
endif
else
add r0, r0, c34
endif
else
add r0.xy, r0, r1
endif
endif
endif
else
add r0, r0, c37
add r0, r0, c33
endif
endif
else
add r0, r0, c31
endif
endif
else
mul r1, r0, r1
endif
endif
endif
endif
else
mul r1, r0, r1
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
add r0, r0, c33
endif
ret
