vs_2_x
dcl_position v0
mov r0, v0
mov r1, c1
if_ne r0.y, r1.z
dp4 r0.x, r0, r1
if_eq r0.z, r1.w
add r0, r0, c36
if_gt r0.y, r1.w
add r0, r0, c30
if_le r0.y, r1.y
mul r0, r0, r1
if_lt r0.z, r1.y
add r0, r0, c35
if_le r0.w, r1.y
mul r0, r0, r1
if_le r0.y, r1.x
mad r0, r0, r1, r0
if_gt r0.y, r1.y
add r1, r1, r0
if_lt r0.z, r1.x
add r0, r0, r1
if_lt r0.z, r1.y
add r1, r1, r0
if_eq r0.z, r1.z
add r0, r0, c35
if_gt r0.z, r1.z
mul r0, r0, r1
if_lt r0.w, r1.w
add r1, r1, r0
if_le r0.y, r1.w
add r0, r0, c33
if_eq r0.w, r1.z
dp4 r0.x, r0, r1
if_gt r0.y, r1.z
mad r0, r0, r1, r0
if_ne r0.w, r1.z
add r1, r1, r0
if_eq r0.x, r1.w
mul r0, r0, r1
if_gt r0.z, r1.x
mul r0, r0, r1
if_lt r0.z, r1.z
add r0, r0, r1
if_lt r0.w, r1.y
add r0, r0, c36
if_gt r0.w, r1.x
mul r0, r0, r1
if_ge r0.z, r1.w
add r0, r0, c31
if_ge r0.z, r1.w
add r0, r0, c35
mad r0, r0, r1, r0
else
add r0, r0, c32
endif
else
mul r0, r0, r1
endif
else
mul r0, r0, r1
endif
else
add r0, r0, c33
endif
else
mad r0, r0, r1, r0
endif
else
mad r0, r0, r1, r0
endif
else
add r0, r0, r1
endif
else
mad r0, r0, r1, r0
endif
else
mad r0, r0, r1, r0
endif
else
add r0, r0, c36
endif
else
dp4 r0.x, r0, r1
endif
else
mad r0, r0, r1, r0
endif
else
dp4 r0.x, r0, r1
endif
else
add r0, r0, c36
endif
else
mad r0, r0, r1, r0
endif
else
add r0, r0, r1
endif
else
dp4 r0.x, r0, r1
endif
else
mad r0, r0, r1, r0
endif
else
add r1, r1, r0
endif
else
mul r0, r0, r1
endif
else
dp4 r0.x, r0, r1
endif
else
mad r0, r0, r1, r0
endif
else
mul r0, r0, r1
endif
else
add r0, r0, c37
endif
mov oPos, r0
