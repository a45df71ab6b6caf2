ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov r1, c1
if_ne r0.x, r1.y
mul r1, r0, r1
if_ge r0.x, r1.x
min r1, r1, r0
if_gt r0.x, r1.z
dp4 r0.x, r0, r1
if_gt r0.x, r1.w
add r0, r0, c11
if_ge r0.w, r1.z
mul r1, r0, r1
if_eq r0.w, r1.w
add r0, r0, c10
if_gt r0.y, r1.w
min r1, r1, r0
if_gt r0.y, r1.w
mul r1, r0, r1
if_le r0.y, r1.x
dp4 r0.x, r0, r1
if_ge r0.w, r1.z
mov r1, r0.yzwx
if_ne r0.y, r1.z
dp4 r0.x, r0, r1
if_gt r0.y, r1.z
mov r1, r0.yzwx
if_le r0.x, r1.w
add r0, r0, c5
if_ge r0.y, r1.w
add r0, r0, c8
if_eq r0.z, r1.w
mad r0, r0, r1, r0
if_lt r0.x, r1.y
dp4 r0.x, r0, r1
if_lt r0.z, r1.x
min r1, r1, r0
if_ge r0.z, r1.x
add r0, r0, c8
if_ge r0.x, r1.z
mul r1, r0, r1
if_ne r0.x, r1.z
mad r0, r0, r1, r0
if_le r0.y, r1.y
add r0, r0, c6
if_eq r0.w, r1.y
min r1, r1, r0
if_le r0.w, r1.w
add r0, r0, c9
if_ge r0.x, r1.w
mad r0, r0, r1, r0
if_eq r0.y, r1.z
min r1, r1, r0
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
mov oC0, r0
