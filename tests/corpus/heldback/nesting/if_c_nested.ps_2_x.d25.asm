ps_2_x
dcl t0
mov r0, t0
mov r1, c1
if_le r0.y, r1.w
add r0, r0, c21
if_le r0.z, r1.x
mov r1, r0.yzwx
if_eq r0.w, r1.x
mul r0, r0, r1
if_eq r0.w, r1.y
mad r0, r0, r1, r0
if_ne r0.w, r1.w
mad r1, r0, r0, r1
if_eq r0.y, r1.z
add r0, r0, c19
if_eq r0.x, r1.x
mov r1, r0.yzwx
if_gt r0.w, r1.x
mad r0, r0, r1, r0
if_gt r0.z, r1.w
mad r1, r0, r0, r1
if_ne r0.z, r1.y
sub r0, r0, r1
if_lt r0.x, r1.x
add r0, r0, c20
if_ne r0.x, r1.x
sub r0, r0, r1
if_gt r0.w, r1.x
add r0, r0, c19
if_le r0.x, r1.z
mad r1, r0, r0, r1
if_eq r0.z, r1.y
add r0, r0, c19
if_eq r0.w, r1.z
mov r1, r0.yzwx
if_gt r0.w, r1.x
mad r1, r0, r0, r1
if_ge r0.x, r1.z
mul r0, r0, r1
if_ne r0.x, r1.z
mad r0, r0, r1, r0
if_ne r0.z, r1.x
mad r1, r0, r0, r1
if_ne r0.z, r1.x
add r0, r0, c23
if_ge r0.z, r1.y
mov r1, r0.yzwx
if_le r0.z, r1.z
mad r0, r0, r1, r0
if_ne r0.w, r1.y
mad r0, r0, r1, r0
if_le r0.y, r1.z
add r0, r0, c17
mul r0, r0, r1
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
