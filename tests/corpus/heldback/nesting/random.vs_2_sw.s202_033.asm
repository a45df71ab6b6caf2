vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c0
setp_gt p0, r0, r1
mad r1, r0, r0, r1
add r0, r0, c45
if !p0.x
max r0, r0, r1
if_ne r0.y, r1.z
add r0, r0, c47
if p0.x
add r0, r0, c46
setp_ge p0, r0, r1
add r0, r0, c49
if !p0.x
mad r1, r0, r0, r1
if !p0.y
max r0, r0, r1
if_ge r0.w, r1.x
mad r1, r0, r0, r1
if !p0.z
add r0, r0, c50
add r0, r0, c45
if p0.w
mov r1, r0.yzwx
if !p0.z
add r0, r0, c48
add r0, r0, r1
if_eq r0.x, r1.x
mad r1, r0, r0, r1
if !p0.x
mad r1, r0, r0, r1
add r0.xy, r0, r1
if p0.y
add r0, r0, c48
if_gt r0.y, r1.y
max r0, r0, r1
max r0, r0, r1
if_lt r0.w, r1.y
mad r1, r0, r0, r1
add r0, r0, r1
if_lt r0.y, r1.z
mad r1, r0, r0, r1
if_lt r0.w, r1.w
add r0.xy, r0, r1
if p0.z
add r0, r0, r1
if !p0.z
add r0.xy, r0, r1
max r0, r0, r1
if !p0.z
mad r1, r0, r0, r1
mad r1, r0, r0, r1
if p0.w
add r0, r0, c50
if_ne r0.y, r1.y
add r0, r0, c45
if_ge r0.x, r1.x
add r0, r0, c45
if p0.x
add r0, r0, c45
max r0, r0, r1
mad r1, r0, r0, r1
endif
endif
endif
else
add r0, r0, c51
mov r1, r0.yzwx
endif
else
add r0.xy, r0, r1
setp_ge p0, r0, r1
add r0, r0, r1
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
endif
endif
endif
else
add r0, r0, r1
add r0, r0, r1
endif
else
add r0, r0, c44
add r0, r0, c48
setp_gt p0, r0, r1
endif
endif
else
mad r1, r0, r0, r1
endif
endif
endif
endif
else
add r0, r0, r1
endif
add r0, r0, c48
mad r1, r0, r0, r1
mov oPos, r0
