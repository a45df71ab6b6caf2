vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c0
setp_ne p0, r0, r1
if_ge r0.w, r1.z
mul r1, r0, r1
if_lt r0.x, r1.y
mov r1, r0.yzwx
if_le r0.y, r1.w
add r0, r0, c36
if_gt r0.x, r1.y
mul r1, r0, r1
if_ge r0.x, r1.w
mul r1, r0, r1
if_le r0.z, r1.y
min r1, r1, r0
if_gt r0.x, r1.w
add r0, r0, c34
if_le r0.x, r1.y
mul r1, r0, r1
if_le r0.z, r1.z
mov r1, r0.yzwx
if_eq r0.x, r1.y
min r1, r1, r0
if_le r0.z, r1.x
add r0, r0, c36
if_ne r0.z, r1.y
mul r1, r0, r1
if_gt r0.w, r1.x
max r0, r0, r1
if_eq r0.y, r1.y
mov r1, r0.yzwx
if_lt r0.w, r1.w
dp4 r0.x, r0, r1
if_ge r0.x, r1.x
add r0, r0, c36
if_gt r0.z, r1.x
add r0, r0, c30
if_ne r0.y, r1.y
min r1, r1, r0
if_le r0.y, r1.z
add r0, r0, c29
if_ne r0.x, r1.z
add r0, r0, c31
if_le r0.y, r1.y
dp4 r0.x, r0, r1
if_gt r0.z, r1.z
max r0, r0, r1
if_eq r0.w, r1.w
max r0, r0, r1
callnz l1184, p0.y
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
mov o0, r0
ret
label l1184
mov r1, r0.yzwx
ret
