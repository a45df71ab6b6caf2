ps_2_sw
dcl t0
mov r0, t0
mov r1, c1
setp_lt p0, r0, r1
if_lt r0.w, r1.y
mad r0, r0, r1, r0
if_gt r0.y, r1.x
max r0, r0, r1
if_le r0.z, r1.w
min r1, r1, r0
if_ne r0.w, r1.y
add r0, r0, c17
if_lt r0.w, r1.w
dp4 r0.x, r0, r1
if_gt r0.z, r1.z
max r0, r0, r1
if_ge r0.y, r1.z
mad r1, r0, r0, r1
if_gt r0.z, r1.z
mad r0, r0, r1, r0
if_eq r0.x, r1.w
max r0, r0, r1
if_gt r0.y, r1.x
add r0, r0, c19
if_lt r0.z, r1.x
dp4 r0.x, r0, r1
if_ge r0.w, r1.x
add r0, r0, c13
if_le r0.z, r1.y
add r0, r0, c18
if_eq r0.y, r1.w
dp4 r0.x, r0, r1
if_eq r0.x, r1.z
add r0, r0, c18
if_lt r0.y, r1.w
mad r0, r0, r1, r0
if_eq r0.w, r1.w
max r0, r0, r1
if_le r0.z, r1.y
min r1, r1, r0
if_ge r0.y, r1.y
max r0, r0, r1
if_ge r0.x, r1.x
mad r1, r0, r0, r1
if_ne r0.x, r1.y
add r0, r0, c19
if_ge r0.w, r1.w
max r0, r0, r1
if_le r0.w, r1.z
add r0, r0, c15
if_ne r0.z, r1.w
mad r0, r0, r1, r0
callnz l12, p0.w
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
label l12
min r1, r1, r0
ret
