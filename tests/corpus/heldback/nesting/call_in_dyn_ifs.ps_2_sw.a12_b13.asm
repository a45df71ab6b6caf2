ps_2_sw
dcl t0
mov r0, t0
mov r1, c0
if_ge r0.x, r1.w
mad r1, r0, r0, r1
if_gt r0.w, r1.w
mad r1, r0, r0, r1
if_lt r0.z, r1.w
add r0, r0, c10
if_ne r0.z, r1.z
add r0, r0, c10
if_gt r0.y, r1.x
add r0.xy, r0, r1
if_eq r0.w, r1.w
add r0, r0, r1
if_ge r0.w, r1.y
add r1, r1, r0
if_lt r0.x, r1.w
mad r1, r0, r0, r1
if_lt r0.w, r1.z
add r0, r0, c11
if_ne r0.z, r1.y
add r0, r0, r1
if_eq r0.x, r1.y
dp4 r0.x, r0, r1
if_ge r0.y, r1.x
add r0, r0, r1
call l3
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
ret
label l3
if_lt r0.w, r1.x
add r0, r0, r1
if_ne r0.z, r1.x
add r0, r0, c14
if_le r0.x, r1.y
dp4 r0.x, r0, r1
if_lt r0.x, r1.w
add r0.xy, r0, r1
if_le r0.y, r1.w
mad r1, r0, r0, r1
if_le r0.w, r1.y
mad r1, r0, r0, r1
if_eq r0.y, r1.y
add r1, r1, r0
if_le r0.x, r1.z
add r0, r0, c10
if_ge r0.w, r1.z
mad r1, r0, r0, r1
if_lt r0.w, r1.z
add r0.xy, r0, r1
if_lt r0.w, r1.y
add r1, r1, r0
if_ne r0.z, r1.z
add r0, r0, c8
if_le r0.w, r1.w
add r0, r0, c10
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
ret
