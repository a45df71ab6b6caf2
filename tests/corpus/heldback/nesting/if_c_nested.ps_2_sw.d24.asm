ps_2_sw
dcl t0
mov r0, t0
mov r1, c1
if_gt r0.y, r1.z
mad r1, r0, r0, r1
if_le r0.z, r1.z
max r0, r0, r1
if_ge r0.z, r1.y
add r0, r0, c10
if_ge r0.w, r1.x
mad r1, r0, r0, r1
if_le r0.w, r1.y
max r0, r0, r1
if_lt r0.y, r1.x
mad r0, r0, r1, r0
if_eq r0.x, r1.z
min r1, r1, r0
if_ne r0.z, r1.x
add r0, r0, c12
if_gt r0.z, r1.w
mad r1, r0, r0, r1
if_le r0.y, r1.y
add r0, r0, c12
if_eq r0.y, r1.z
max r0, r0, r1
if_lt r0.z, r1.y
add r0, r0, c12
if_le r0.y, r1.z
add r1, r1, r0
if_ne r0.x, r1.x
mad r0, r0, r1, r0
if_gt r0.x, r1.z
add r1, r1, r0
if_ne r0.y, r1.y
add r0, r0, c12
if_le r0.z, r1.y
add r0, r0, c13
if_gt r0.y, r1.w
add r0, r0, c14
if_eq r0.x, r1.z
add r1, r1, r0
if_gt r0.x, r1.y
min r1, r1, r0
if_gt r0.x, r1.z
add r0, r0, c8
if_ne r0.x, r1.w
mad r0, r0, r1, r0
if_le r0.y, r1.y
add r1, r1, r0
if_ge r0.x, r1.w
mad r1, r0, r0, r1
min r1, r1, r0
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
