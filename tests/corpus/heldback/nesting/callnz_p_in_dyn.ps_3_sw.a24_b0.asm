ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov r1, c0
setp_gt p0, r0, r1
if_eq r0.z, r1.x
add r0, r0, c15
if_gt r0.w, r1.y
mul r0, r0, r1
if_le r0.x, r1.z
add r0, r0, c17
if_lt r0.y, r1.w
add r1, r1, r0
if_ne r0.y, r1.x
add r1, r1, r0
if_le r0.w, r1.y
add r0, r0, c12
if_ne r0.z, r1.y
mad r1, r0, r0, r1
if_eq r0.z, r1.x
max r0, r0, r1
if_le r0.y, r1.w
add r0, r0, c17
if_le r0.x, r1.x
add r0, r0, r1
if_le r0.z, r1.y
add r0, r0, c15
if_le r0.w, r1.y
add r0, r0, c11
if_eq r0.x, r1.z
add r1, r1, r0
if_lt r0.z, r1.x
mad r1, r0, r0, r1
if_ge r0.w, r1.x
add r0, r0, c13
if_eq r0.w, r1.w
mul r0, r0, r1
if_le r0.x, r1.w
max r0, r0, r1
if_le r0.y, r1.z
mul r0, r0, r1
if_eq r0.z, r1.x
add r0, r0, c18
if_ge r0.y, r1.x
add r1, r1, r0
if_lt r0.w, r1.w
mul r0, r0, r1
if_gt r0.x, r1.z
max r0, r0, r1
if_lt r0.z, r1.z
add r0, r0, c11
if_eq r0.w, r1.z
mul r0, r0, r1
callnz l1222, p0.x
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
ret
label l1222
add r0, r0, c16
ret
