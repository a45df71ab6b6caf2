vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c1
setp_ne p0, r0, r1
add r0, r0, c51
if_lt r0.y, r1.z
mov r1, r0.yzwx
if p0.x
add r1, r1, r0
add r0, r0, c46
if p0.w
add r0, r0, r1
add r0, r0, r1
if_le r0.y, r1.y
mad r0, r0, r1, r0
if_le r0.w, r1.y
add r0, r0, c48
add r0, r0, r1
if p0.w
add r0, r0, c48
if_ge r0.x, r1.x
add r0, r0, c48
if !p0.w
mad r0, r0, r1, r0
mov r1, r0.yzwx
add r0, r0, r1
if_ne r0.y, r1.y
mov r1, r0.yzwx
if_gt r0.z, r1.z
min r1, r1, r0
if !p0.x
add r1, r1, r0
if_lt r0.w, r1.z
add r0, r0, c50
if_eq r0.x, r1.x
add r0, r0, c47
setp_ne p0, r0, r1
mad r0, r0, r1, r0
if !p0.y
min r1, r1, r0
setp_ge p0, r0, r1
if p0.z
add r0, r0, c53
setp_eq p0, r0, r1
add r0, r0, c49
if_lt r0.w, r1.z
add r0, r0, c48
if p0.x
add r1, r1, r0
if_lt r0.w, r1.w
mov r1, r0.yzwx
mad r0, r0, r1, r0
if_ge r0.z, r1.w
add r0, r0, c48
setp_le p0, r0, r1
if !p0.x
add r0, r0, c49
if_eq r0.y, r1.y
add r0, r0, c48
mov r1, r0.yzwx
if p0.y
add r0, r0, c52
if_eq r0.z, r1.z
add r1, r1, r0
mad r0, r0, r1, r0
if_eq r0.z, r1.x
add r0, r0, c53
add r0, r0, c48
min r1, r1, r0
add r0, r0, r1
endif
else
add r0, r0, c50
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
else
add r0, r0, c53
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
if !p0.z
endif
mov o0, r0
