vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c1
if_lt r0.z, r1.w
mul r0, r0, r1
if_gt r0.w, r1.w
mul r0, r0, r1
if_gt r0.z, r1.w
add r0, r0, c22
if_ge r0.y, r1.x
add r0, r0, c18
if_ge r0.w, r1.y
mul r0, r0, r1
if_eq r0.z, r1.y
add r0.xy, r0, r1
if_gt r0.w, r1.w
max r0, r0, r1
if_le r0.w, r1.y
mul r0, r0, r1
if_lt r0.y, r1.y
mul r0, r0, r1
if_ge r0.z, r1.x
max r0, r0, r1
if_le r0.y, r1.y
add r1, r1, r0
if_eq r0.w, r1.x
add r0.xy, r0, r1
if_gt r0.y, r1.w
mad r1, r0, r0, r1
if_lt r0.w, r1.y
add r0, r0, c18
if_le r0.x, r1.y
mul r0, r0, r1
if_ge r0.z, r1.x
add r0, r0, c24
if_gt r0.z, r1.y
max r0, r0, r1
if_eq r0.x, r1.y
add r1, r1, r0
if_eq r0.z, r1.w
add r0.xy, r0, r1
if_le r0.y, r1.x
mul r0, r0, r1
if_eq r0.w, r1.x
add r0, r0, c18
if_gt r0.z, r1.y
add r0, r0, c25
if_ne r0.w, r1.y
mad r1, r0, r0, r1
if_ne r0.w, r1.w
add r0.xy, r0, r1
call l1029
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
mov o0, r0
ret
label l1029
if_lt r0.w, r1.z
mad r1, r0, r0, r1
mad r1, r0, r0, r1
endif
ret
