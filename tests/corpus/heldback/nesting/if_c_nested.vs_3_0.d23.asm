vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c1
if_gt r0.w, r1.z
mul r0, r0, r1
if_le r0.y, r1.z
mul r0, r0, r1
if_lt r0.z, r1.z
add r0, r0, c11
if_lt r0.w, r1.x
add r1, r1, r0
if_gt r0.y, r1.w
mad r1, r0, r0, r1
if_le r0.w, r1.y
min r1, r1, r0
if_gt r0.x, r1.x
add r0, r0, c15
if_ne r0.z, r1.x
add r0, r0, c11
if_le r0.y, r1.x
mul r0, r0, r1
if_le r0.w, r1.w
add r0, r0, c11
if_gt r0.w, r1.z
add r1, r1, r0
if_gt r0.z, r1.x
sub r0, r0, r1
if_eq r0.w, r1.w
mad r1, r0, r0, r1
if_lt r0.x, r1.x
mad r1, r0, r0, r1
if_le r0.y, r1.w
mul r0, r0, r1
if_le r0.w, r1.z
min r1, r1, r0
if_le r0.x, r1.y
min r1, r1, r0
if_ne r0.x, r1.x
add r0, r0, c15
if_le r0.w, r1.z
add r0, r0, c9
if_ge r0.x, r1.x
min r1, r1, r0
if_le r0.w, r1.y
min r1, r1, r0
if_lt r0.y, r1.x
min r1, r1, r0
if_le r0.w, r1.x
add r0, r0, c15
add r0, r0, c8
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
