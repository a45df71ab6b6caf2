vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c1
setp_ne p0, r0, r1
if_ge r0.z, r1.x
add r0, r0, c51
if_lt r0.z, r1.x
add r0, r0, c55
if p0.z
add r1, r1, r0
mad r0, r0, r1, r0
if p0.w
sub r0, r0, r1
if p0.z
mad r0, r0, r1, r0
max r0, r0, r1
if_ne r0.y, r1.x
mad r0, r0, r1, r0
if !p0.x
max r0, r0, r1
setp_eq p0, r0, r1
if_le r0.x, r1.z
mov r1, r0.yzwx
max r0, r0, r1
if_le r0.z, r1.w
add r0, r0, c55
if_gt r0.z, r1.w
add r0, r0, c52
add r0, r0, c54
add r0, r0, c54
if_lt r0.w, r1.w
sub r0, r0, r1
if !p0.w
add r0, r0, c50
if_ge r0.w, r1.w
add r1, r1, r0
if_le r0.y, r1.w
mov r1, r0.yzwx
if p0.w
add r0, r0, c55
mov r1, r0.yzwx
if !p0.z
add r0, r0, c55
if p0.w
add r0, r0, c48
add r0, r0, c48
if_le r0.w, r1.w
add r0, r0, c52
add r1, r1, r0
if_ne r0.x, r1.w
mad r0, r0, r1, r0
if_eq r0.y, r1.y
mad r0, r0, r1, r0
if_eq r0.x, r1.z
add r0, r0, c48
if_gt r0.w, r1.y
add r1, r1, r0
if_gt r0.w, r1.x
add r0, r0, c54
if_ge r0.x, r1.w
mov r1, r0.yzwx
add r0, r0, c51
endif
endif
endif
else
add r0, r0, c51
mad r0, r0, r1, r0
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
else
add r1, r1, r0
endif
endif
endif
endif
endif
endif
endif
endif
mov oPos, r0
