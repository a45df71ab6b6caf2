vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c0
setp_le p0, r0, r1
if_gt r0.y, r1.z
mul r1, r0, r1
if_gt r0.z, r1.z
mul r1, r0, r1
if_eq r0.x, r1.z
max r0, r0, r1
if_ge r0.z, r1.y
mov r1, r0.yzwx
if_eq r0.x, r1.z
sub r0, r0, r1
if_ge r0.z, r1.y
mul r1, r0, r1
if_ge r0.w, r1.w
add r0, r0, c50
if_ge r0.z, r1.z
add r0, r0, c46
if_le r0.x, r1.y
add r0, r0, c49
if_le r0.x, r1.x
add r0, r0, c49
if_eq r0.y, r1.y
add r1, r1, r0
if_le r0.y, r1.x
max r0, r0, r1
if_lt r0.z, r1.w
add r0, r0, c48
if_eq r0.w, r1.y
mul r1, r0, r1
if_ge r0.x, r1.z
max r0, r0, r1
if_eq r0.x, r1.w
mov r1, r0.yzwx
if_ne r0.w, r1.z
add r1, r1, r0
if_ne r0.w, r1.y
mov r1, r0.yzwx
if_gt r0.y, r1.x
add r1, r1, r0
if_gt r0.y, r1.y
max r0, r0, r1
if_ge r0.y, r1.x
add r1, r1, r0
if_eq r0.y, r1.w
mul r1, r0, r1
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
mov oPos, r0
ret
label l3
if_ne r0.w, r1.w
add r0, r0, c46
add r0, r0, c47
endif
ret
