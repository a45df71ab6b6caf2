ps_2_sw
dcl t0
mov r0, t0
mov r1, c0
if_lt r0.y, r1.w
add r0, r0, c4
if_le r0.x, r1.y
add r0, r0, r1
if_ge r0.x, r1.w
add r0, r0, r1
if_le r0.x, r1.w
add r0, r0, c5
if_le r0.x, r1.y
mad r0, r0, r1, r0
if_ne r0.y, r1.w
dp4 r0.x, r0, r1
if_le r0.z, r1.y
add r0, r0, r1
if_gt r0.w, r1.y
mul r0, r0, r1
if_ge r0.w, r1.x
sub r0, r0, r1
if_gt r0.z, r1.x
add r0, r0, c7
if_eq r0.y, r1.z
sub r0, r0, r1
if_le r0.w, r1.y
sub r0, r0, r1
if_lt r0.x, r1.w
dp4 r0.x, r0, r1
if_eq r0.x, r1.y
mad r0, r0, r1, r0
if_gt r0.x, r1.z
dp4 r0.x, r0, r1
if_le r0.w, r1.x
mad r0, r0, r1, r0
if_eq r0.w, r1.z
add r0, r0, c8
if_lt r0.w, r1.w
dp4 r0.x, r0, r1
if_ne r0.z, r1.x
sub r0, r0, r1
if_gt r0.w, r1.y
mad r0, r0, r1, r0
if_le r0.x, r1.x
mul r0, r0, r1
if_lt r0.x, r1.z
mul r0, r0, r1
if_ne r0.z, r1.x
mul r0, r0, r1
add r0, r0, c3
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
