vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c0
setp_le p0, r0, r1
if_eq r0.w, r1.y
add r0.xy, r0, r1
if_lt r0.y, r1.y
mov r1, r0.yzwx
if_le r0.y, r1.w
add r0, r0, c37
if_ge r0.z, r1.y
mad r0, r0, r1, r0
if_eq r0.z, r1.z
add r0, r0, c41
if_le r0.w, r1.y
mad r0, r0, r1, r0
if_ge r0.z, r1.z
add r1, r1, r0
if_le r0.y, r1.z
add r0.xy, r0, r1
if_ne r0.w, r1.w
add r1, r1, r0
if_ne r0.z, r1.z
add r0, r0, c40
if_le r0.w, r1.y
mov r1, r0.yzwx
if_eq r0.x, r1.z
add r0, r0, c41
if_gt r0.y, r1.z
add r0, r0, r1
if_gt r0.z, r1.x
mad r0, r0, r1, r0
if_lt r0.z, r1.y
add r0, r0, c34
if_eq r0.z, r1.x
add r1, r1, r0
if_gt r0.x, r1.w
add r0, r0, c38
if_le r0.w, r1.x
add r0, r0, c35
if_ge r0.w, r1.w
add r1, r1, r0
if_ge r0.w, r1.w
add r0, r0, r1
if_eq r0.z, r1.z
add r1, r1, r0
if_ge r0.z, r1.x
mov r1, r0.yzwx
if_le r0.x, r1.x
add r0, r0, c38
callnz l3, p0.w
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
mov oPos, r0
ret
label l3
add r1, r1, r0
ret
