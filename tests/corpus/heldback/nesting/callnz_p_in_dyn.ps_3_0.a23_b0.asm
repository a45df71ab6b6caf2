ps_3_0
dcl_texcoord0 v0
mov r0, v0
mov r1, c0
setp_ne p0, r0, r1
if_ge r0.y, r1.y
min r1, r1, r0
if_lt r0.z, r1.x
dp4 r0.x, r0, r1
if_le r0.z, r1.x
min r1, r1, r0
if_gt r0.x, r1.x
add r0, r0, c14
if_lt r0.x, r1.x
add r0, r0, r1
if_ne r0.w, r1.w
add r0, r0, r1
if_ne r0.x, r1.z
add r0, r0, c15
if_le r0.x, r1.x
mul r0, r0, r1
if_lt r0.z, r1.z
add r0, r0, c17
if_ne r0.z, r1.z
mul r1, r0, r1
if_le r0.w, r1.w
mul r1, r0, r1
if_gt r0.y, r1.z
add r0, r0, c14
if_eq r0.w, r1.z
mul r1, r0, r1
if_ge r0.y, r1.x
add r0, r0, c15
if_le r0.x, r1.x
add r0, r0, c12
if_lt r0.w, r1.y
add r0, r0, c17
if_ge r0.x, r1.y
add r0, r0, r1
if_eq r0.y, r1.x
mul r1, r0, r1
if_ne r0.w, r1.w
mul r0, r0, r1
if_le r0.z, r1.x
add r0, r0, r1
if_gt r0.z, r1.w
add r0, r0, c11
if_ge r0.w, r1.x
mul r1, r0, r1
if_eq r0.w, r1.x
mul r0, r0, r1
callnz l325, p0.x
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
label l325
mul r0, r0, r1
ret
