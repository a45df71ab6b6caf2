vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c1
setp_le p0, r0, r1
call l473
add r0, r0, r1
mov o0, r0
ret
label l473
if !p0.w
add r0.xy, r0, r1
add r0.xy, r0, r1
if p0.z
add r0.xy, r0, r1
if_le r0.x, r1.z
mov r1, r0.yzwx
add r0.xy, r0, r1
if_eq r0.x, r1.y
add r0, r0, c34
if !p0.y
add r0, r0, c37
mad r1, r0, r0, r1
if !p0.x
add r0, r0, r1
add r0, r0, c34
mov r1, r0.yzwx
if_ge r0.y, r1.w
add r0, r0, c35
if !p0.z
mov r1, r0.yzwx
if p0.x
mad r1, r0, r0, r1
max r0, r0, r1
if p0.x
add r0, r0, c32
if !p0.x
max r0, r0, r1
if_lt r0.x, r1.x
mov r1, r0.yzwx
setp_eq p0, r0, r1
mad r1, r0, r0, r1
if !p0.y
add r0, r0, c39
if_lt r0.y, r1.x
mov r1, r0.yzwx
if p0.y
mad r1, r0, r0, r1
max r0, r0, r1
if_gt r0.x, r1.w
max r0, r0, r1
if !p0.y
add r0.xy, r0, r1
add r0.xy, r0, r1
if_ge r0.y, r1.w
add r0, r0, r1
add r0.xy, r0, r1
setp_lt p0, r0, r1
if !p0.w
add r0, r0, c38
if_lt r0.z, r1.w
add r0.xy, r0, r1
add r0, r0, c33
if_eq r0.x, r1.w
add r0, r0, c32
if_lt r0.y, r1.z
add r0.xy, r0, r1
if_lt r0.z, r1.z
mov r1, r0.yzwx
max r0, r0, r1
add r0, r0, r1
else
mad r1, r0, r0, r1
mov r1, r0.yzwx
add r0, r0, c35
endif
endif
endif
endif
else
max r0, r0, r1
mov r1, r0.yzwx
setp_le p0, r0, r1
endif
endif
endif
endif
endif
else
add r0, r0, r1
endif
endif
else
add r0.xy, r0, r1
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
add r0.xy, r0, r1
endif
else
mov r1, r0.yzwx
add r0, r0, c34
endif
endif
ret
