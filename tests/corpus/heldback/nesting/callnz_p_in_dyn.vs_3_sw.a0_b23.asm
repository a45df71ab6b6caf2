vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
callnz l154, p0.y
mov o0, r0
ret
label l154
if_lt r0.w, r1.x
add r0, r0, c44
if_ne r0.x, r1.z
add r0.xy, r0, r1
if_gt r0.y, r1.x
mul r0, r0, r1
if_eq r0.x, r1.y
mul r1, r0, r1
if_lt r0.z, r1.w
max r0, r0, r1
if_le r0.z, r1.z
add r0, r0, r1
if_gt r0.x, r1.w
add r0, r0, r1
if_le r0.y, r1.x
mul r1, r0, r1
if_ne r0.z, r1.z
add r0, r0, c49
if_lt r0.x, r1.x
add r0, r0, r1
if_lt r0.y, r1.y
add r0.xy, r0, r1
if_lt r0.y, r1.y
add r0, r0, c45
if_le r0.y, r1.z
max r0, r0, r1
if_lt r0.w, r1.z
max r0, r0, r1
if_ge r0.x, r1.w
add r0, r0, c44
if_le r0.x, r1.x
mul r0, r0, r1
if_ne r0.x, r1.z
add r0, r0, c43
if_ne r0.w, r1.z
mul r1, r0, r1
if_ne r0.w, r1.x
max r0, r0, r1
if_lt r0.x, r1.y
add r0.xy, r0, r1
if_ge r0.y, r1.x
mul r1, r0, r1
if_lt r0.y, r1.y
add r0, r0, c49
if_eq r0.w, r1.z
add r0, r0, c43
mul r1, r0, r1
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
ret
