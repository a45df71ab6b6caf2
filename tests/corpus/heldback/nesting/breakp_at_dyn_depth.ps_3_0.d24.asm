ps_3_0
dcl_texcoord0 v0
defi i6, 2, 0, 0, 0
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
rep i6
if_ne r0.y, r1.z
dp4 r0.x, r0, r1
if_le r0.w, r1.w
add r0, r0, r1
if_le r0.w, r1.z
add r0, r0, c10
if_le r0.x, r1.y
dp4 r0.x, r0, r1
if_eq r0.w, r1.y
add r0, r0, c8
if_ge r0.y, r1.x
add r0, r0, c11
if_gt r0.w, r1.y
dp4 r0.x, r0, r1
if_ne r0.z, r1.w
sub r0, r0, r1
if_eq r0.w, r1.z
sub r0, r0, r1
if_ne r0.z, r1.w
add r0, r0, r1
if_ge r0.z, r1.y
add r0, r0, c6
if_ne r0.y, r1.x
add r0, r0, r1
if_gt r0.z, r1.x
add r0, r0, r1
if_eq r0.w, r1.z
min r1, r1, r0
if_lt r0.y, r1.z
min r1, r1, r0
if_ne r0.x, r1.z
min r1, r1, r0
if_ge r0.w, r1.z
add r0, r0, c4
if_ne r0.x, r1.y
add r0, r0, c5
if_gt r0.x, r1.w
dp4 r0.x, r0, r1
if_ne r0.w, r1.w
add r0, r0, r1
if_ge r0.x, r1.z
dp4 r0.x, r0, r1
if_eq r0.w, r1.z
add r0, r0, r1
if_le r0.x, r1.z
dp4 r0.x, r0, r1
if_ge r0.y, r1.w
mad r0, r0, r1, r0
breakp p0.z
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
endrep
mov oC0, r0
