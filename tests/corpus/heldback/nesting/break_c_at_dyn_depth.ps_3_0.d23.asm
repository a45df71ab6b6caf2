ps_3_0
dcl_texcoord0 v0
defi i5, 1, 0, 0, 0
mov r0, v0
mov r1, c0
rep i5
if_lt r0.w, r1.y
add r0, r0, c6
if_le r0.x, r1.x
add r0, r0, c10
if_lt r0.y, r1.y
add r0, r0, r1
if_lt r0.y, r1.x
add r0, r0, c7
if_lt r0.x, r1.y
add r0, r0, c6
if_gt r0.y, r1.z
add r0, r0, c8
if_lt r0.w, r1.y
max r0, r0, r1
if_eq r0.y, r1.w
add r0, r0, c9
if_le r0.x, r1.x
mov r1, r0.yzwx
if_ne r0.y, r1.x
add r0, r0, c8
if_ne r0.z, r1.z
mad r1, r0, r0, r1
if_le r0.w, r1.w
add r0, r0, c11
if_ne r0.z, r1.y
mad r1, r0, r0, r1
if_gt r0.y, r1.y
min r1, r1, r0
if_le r0.x, r1.w
add r0, r0, r1
if_ge r0.y, r1.y
max r0, r0, r1
if_le r0.y, r1.z
add r0, r0, c5
if_gt r0.w, r1.z
mov r1, r0.yzwx
if_le r0.z, r1.x
add r0, r0, r1
if_le r0.y, r1.z
add r0, r0, c10
if_gt r0.z, r1.z
add r0, r0, r1
if_gt r0.w, r1.w
add r0, r0, c11
if_lt r0.z, r1.x
mov r1, r0.yzwx
break_gt r0.y, r1.w
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
