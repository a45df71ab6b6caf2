vs_2_x
dcl_position v0
mov r0, v0
mov r1, c1
if_ne r0.x, r1.w
add r0, r0, c39
if_lt r0.y, r1.y
add r0, r0, c45
if_ne r0.w, r1.z
mov r1, r0.yzwx
if_eq r0.w, r1.y
mov r1, r0.yzwx
if_gt r0.w, r1.y
add r0, r0, c40
if_eq r0.z, r1.w
add r0, r0, c41
if_lt r0.x, r1.y
add r1, r1, r0
if_ge r0.x, r1.x
add r0, r0, c40
if_gt r0.x, r1.x
add r0, r0, c41
if_gt r0.x, r1.y
add r0, r0, c45
if_gt r0.x, r1.y
mul r1, r0, r1
if_eq r0.w, r1.x
mul r1, r0, r1
if_ge r0.w, r1.w
add r1, r1, r0
if_ge r0.z, r1.w
dp4 r0.x, r0, r1
if_ne r0.y, r1.y
dp4 r0.x, r0, r1
if_eq r0.w, r1.w
mul r1, r0, r1
if_lt r0.w, r1.z
add r1, r1, r0
if_ne r0.x, r1.z
add r1, r1, r0
if_eq r0.w, r1.z
mul r1, r0, r1
if_eq r0.z, r1.y
add r1, r1, r0
if_lt r0.y, r1.x
mul r1, r0, r1
if_gt r0.x, r1.y
mul r1, r0, r1
if_le r0.y, r1.x
mad r1, r0, r0, r1
if_ge r0.w, r1.y
add r0, r0, c40
if_lt r0.w, r1.w
add r0, r0, c40
add r0, r0, c40
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
endif
endif
mov oPos, r0
