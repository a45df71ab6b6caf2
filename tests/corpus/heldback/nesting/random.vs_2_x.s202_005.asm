vs_2_x
dcl_position v0
defb b15, true
mov r0, v0
mov r1, c0
setp_eq p0, r0, r1
call l14
if !p0.z
add r0.xy, r0, r1
if_gt r0.x, r1.w
add r1, r1, r0
add r0.xy, r0, r1
setp_eq p0, r0, r1
if_eq r0.x, r1.x
add r1, r1, r0
if_le r0.x, r1.y
add r0, r0, c59
add r0, r0, c58
if_gt r0.y, r1.z
add r0, r0, c55
add r0, r0, c58
if !p0.z
add r0.xy, r0, r1
add r0, r0, c54
if_ne r0.w, r1.w
add r0, r0, c57
dp4 r0.x, r0, r1
if !p0.z
mov r1, r0.yzwx
add r0, r0, r1
dp4 r0.x, r0, r1
if_eq r0.w, r1.x
add r1, r1, r0
add r0, r0, c55
setp_eq p0, r0, r1
if !p0.w
add r1, r1, r0
if p0.w
add r0.xy, r0, r1
if_eq r0.y, r1.z
add r0, r0, r1
if !p0.x
add r0.xy, r0, r1
add r0, r0, c54
if p0.y
add r0.xy, r0, r1
if !p0.y
add r0.xy, r0, r1
if_ne r0.y, r1.w
add r0, r0, c54
if p0.y
add r0, r0, c55
if !p0.y
add r1, r1, r0
if !p0.x
add r0, r0, r1
if_ne r0.y, r1.x
mov r1, r0.yzwx
if_gt r0.x, r1.y
dp4 r0.x, r0, r1
if_lt r0.w, r1.z
add r0, r0, r1
add r0, r0, c55
if !p0.z
mov r1, r0.yzwx
mov r1, r0.yzwx
endif
endif
else
add r0, r0, r1
add r0, r0, c57
add r0, r0, r1
endif
endif
else
add r0.xy, r0, r1
endif
else
add r1, r1, r0
endif
endif
else
dp4 r0.x, r0, r1
endif
endif
endif
else
add r0, r0, r1
setp_ge p0, r0, r1
endif
endif
endif
else
add r0, r0, r1
setp_eq p0, r0, r1
endif
endif
endif
endif
endif
endif
endif
endif
else
mov r1, r0.yzwx
endif
endif
if !p0.w
setp_gt p0, r0, r1
endif
if !b15
endif
mov oPos, r0
ret
label l14
dp4 r0.x, r0, r1
add r0.xy, r0, r1
ret
