vs_2_x
dcl_position v0
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
add r0, r0, c6
if_lt r0.z, r1.w
callnz l1, p0.x
else
callnz l2, p0.z
endif
call l7
mov oPos, r0
ret
label l1
mad r1, r0, r0, r1
ret
label l2
mad r0, r0, r1, r0
ret
label l7
if_gt r0.z, r1.w
max r0, r0, r1
if_ne r0.y, r1.y
add r0.xy, r0, r1
if_eq r0.w, r1.z
mad r0, r0, r1, r0
if_lt r0.x, r1.x
add r0, r0, c11
if p0.x
add r0, r0, c8
if p0.y
mov r1, r0.yzwx
add r0, r0, c9
mad r1, r0, r0, r1
if_gt r0.x, r1.z
add r0.xy, r0, r1
add r0, r0, c7
add r0, r0, c5
if p0.y
mov r1, r0.yzwx
if p0.z
add r0.xy, r0, r1
if p0.y
mov r1, r0.yzwx
if_ne r0.y, r1.w
add r0.xy, r0, r1
mad r1, r0, r0, r1
if_ne r0.z, r1.y
mad r1, r0, r0, r1
if !p0.y
add r0.xy, r0, r1
add r0.xy, r0, r1
if_gt r0.w, r1.z
max r0, r0, r1
max r0, r0, r1
mad r0, r0, r1, r0
if p0.z
max r0, r0, r1
add r0.xy, r0, r1
if p0.y
add r0, r0, c7
add r0, r0, c7
if !p0.w
add r0, r0, c9
mad r1, r0, r0, r1
if !p0.z
add r0, r0, c11
if_ne r0.w, r1.z
mad r1, r0, r0, r1
add r0.xy, r0, r1
if_ne r0.x, r1.z
mov r1, r0.yzwx
mov r1, r0.yzwx
max r0, r0, r1
if_gt r0.x, r1.w
add r0, r0, c8
mad r1, r0, r0, r1
if_ne r0.y, r1.z
add r0, r0, c9
add r0, r0, c10
add r0.xy, r0, r1
if p0.w
add r0.xy, r0, r1
add r0, r0, c6
add r0.xy, r0, r1
mov r1, r0.yzwx
max r0, r0, r1
add r0, r0, c7
endif
endif
else
max r0, r0, r1
max r0, r0, r1
endif
else
add r0, r0, c6
mad r1, r0, r0, r1
endif
endif
endif
endif
else
add r0, r0, c10
endif
endif
endif
endif
endif
endif
else
mov r1, r0.yzwx
setp_le p0, r0, r1
add r0, r0, c5
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
ret
