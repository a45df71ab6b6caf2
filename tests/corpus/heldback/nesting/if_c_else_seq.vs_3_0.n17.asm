vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c0
if_ge r0.x, r1.y
add r0.xy, r0, r1
else
add r1, r1, r0
endif
if_ne r0.w, r1.w
add r0, r0, c53
else
dp4 r0.x, r0, r1
endif
if_eq r0.w, r1.y
add r0, r0, c55
else
add r0, r0, c56
endif
if_lt r0.y, r1.z
add r1, r1, r0
else
dp4 r0.x, r0, r1
endif
if_lt r0.w, r1.w
add r0, r0, c56
else
add r1, r1, r0
endif
if_le r0.y, r1.y
min r1, r1, r0
else
mad r1, r0, r0, r1
endif
if_eq r0.y, r1.y
min r1, r1, r0
else
min r1, r1, r0
endif
if_gt r0.z, r1.w
add r1, r1, r0
else
add r1, r1, r0
endif
if_gt r0.z, r1.z
dp4 r0.x, r0, r1
else
min r1, r1, r0
endif
if_ge r0.y, r1.w
dp4 r0.x, r0, r1
else
dp4 r0.x, r0, r1
endif
if_ne r0.x, r1.w
add r0, r0, c52
else
add r1, r1, r0
endif
if_ge r0.y, r1.x
min r1, r1, r0
else
mad r1, r0, r0, r1
endif
if_ne r0.z, r1.x
mad r1, r0, r0, r1
else
mad r1, r0, r0, r1
endif
if_lt r0.x, r1.y
dp4 r0.x, r0, r1
else
add r0, r0, c54
endif
if_ne r0.y, r1.y
add r1, r1, r0
else
add r0.xy, r0, r1
endif
if_eq r0.y, r1.z
add r0, r0, c54
else
add r1, r1, r0
endif
if_ne r0.z, r1.w
mad r1, r0, r0, r1
else
add r0, r0, c56
endif
mov o0, r0
