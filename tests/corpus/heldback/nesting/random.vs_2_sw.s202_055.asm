vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
setp_ne p0, r0, r1
if p0.y
min r1, r1, r0
if_gt r0.x, r1.y
add r0, r0, r1
add r0, r0, c56
if_eq r0.y, r1.w
mad r0, r0, r1, r0
if_gt r0.y, r1.w
mad r0, r0, r1, r0
if p0.w
add r0, r0, r1
if !p0.x
add r0, r0, c56
if p0.w
min r1, r1, r0
setp_ge p0, r0, r1
if_eq r0.x, r1.x
min r1, r1, r0
if p0.w
min r1, r1, r0
add r0, r0, c57
if_ne r0.z, r1.y
mad r0, r0, r1, r0
if_ne r0.y, r1.x
add r0, r0, c55
add r0, r0, c59
if_eq r0.w, r1.z
max r0, r0, r1
setp_ge p0, r0, r1
if_lt r0.w, r1.y
min r1, r1, r0
if_ge r0.y, r1.z
min r1, r1, r0
if_ne r0.w, r1.x
min r1, r1, r0
add r0, r0, c55
if_ge r0.x, r1.w
add r0, r0, c56
dp4 r0.x, r0, r1
if_lt r0.x, r1.z
min r1, r1, r0
mad r0, r0, r1, r0
if_lt r0.x, r1.z
add r0, r0, c55
setp_lt p0, r0, r1
if_eq r0.w, r1.x
dp4 r0.x, r0, r1
if_eq r0.w, r1.y
dp4 r0.x, r0, r1
add r0, r0, c54
if !p0.x
add r0, r0, c58
dp4 r0.x, r0, r1
if_gt r0.y, r1.z
add r0, r0, r1
add r0, r0, r1
if_lt r0.x, r1.y
min r1, r1, r0
if p0.w
add r0, r0, c52
add r0, r0, c52
add r0, r0, r1
if p0.w
mad r0, r0, r1, r0
max r0, r0, r1
else
add r0, r0, c57
add r0, r0, c58
endif
endif
else
min r1, r1, r0
endif
endif
else
add r0, r0, c52
endif
endif
endif
endif
endif
endif
else
mad r0, r0, r1, r0
mad r0, r0, r1, r0
endif
endif
endif
else
add r0, r0, c53
dp4 r0.x, r0, r1
endif
else
max r0, r0, r1
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
add r0, r0, r1
mad r0, r0, r1, r0
mov oPos, r0
