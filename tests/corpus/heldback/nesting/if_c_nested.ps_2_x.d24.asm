ps_2_x
dcl t0
mov r0, t0
mov r1, c0
if_gt r0.x, r1.x
mov r1, r0.yzwx
if_gt r0.w, r1.z
mad r0, r0, r1, r0
if_eq r0.x, r1.z
add r0.xy, r0, r1
if_eq r0.w, r1.x
mad r0, r0, r1, r0
if_ne r0.x, r1.y
add r0, r0, c19
if_gt r0.y, r1.x
add r1, r1, r0
if_ne r0.w, r1.y
add r0, r0, c18
if_ne r0.z, r1.x
add r1, r1, r0
if_ne r0.w, r1.w
add r0, r0, c16
if_eq r0.y, r1.w
add r1, r1, r0
if_gt r0.z, r1.x
mov r1, r0.yzwx
if_lt r0.z, r1.z
mov r1, r0.yzwx
if_eq r0.w, r1.w
add r1, r1, r0
if_gt r0.w, r1.z
mov r1, r0.yzwx
if_le r0.x, r1.z
add r0.xy, r0, r1
if_le r0.w, r1.w
mov r1, r0.yzwx
if_ge r0.y, r1.w
mov r1, r0.yzwx
if_lt r0.x, r1.z
mul r0, r0, r1
if_ge r0.x, r1.w
add r1, r1, r0
if_lt r0.z, r1.z
add r1, r1, r0
if_lt r0.w, r1.z
add r1, r1, r0
if_ne r0.x, r1.w
add r0.xy, r0, r1
if_le r0.x, r1.y
add r0, r0, c16
if_ne r0.x, r1.x
add r0.xy, r0, r1
add r1, r1, r0
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
