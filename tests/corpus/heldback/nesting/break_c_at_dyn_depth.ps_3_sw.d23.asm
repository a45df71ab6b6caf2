ps_3_sw
dcl_texcoord0 v0
defi i4, 3, 0, 0, 0
mov r0, v0
mov r1, c0
rep i4
if_lt r0.x, r1.x
mad r0, r0, r1, r0
if_lt r0.y, r1.x
mul r1, r0, r1
if_eq r0.y, r1.z
add r0, r0, c22
if_lt r0.z, r1.y
mad r0, r0, r1, r0
if_le r0.z, r1.x
add r0, r0, c26
if_le r0.z, r1.w
add r0, r0, c22
if_le r0.x, r1.z
add r0, r0, c20
if_ge r0.y, r1.y
add r0, r0, c20
if_gt r0.w, r1.w
mul r1, r0, r1
if_ge r0.w, r1.z
add r0, r0, r1
if_eq r0.y, r1.w
add r0, r0, c20
if_ge r0.x, r1.x
add r0, r0, c22
if_ne r0.w, r1.z
mad r1, r0, r0, r1
if_ge r0.x, r1.x
add r0, r0, r1
if_ge r0.y, r1.z
add r0, r0, c23
if_ne r0.x, r1.y
mul r1, r0, r1
if_le r0.x, r1.w
mad r1, r0, r0, r1
if_eq r0.w, r1.y
mad r0, r0, r1, r0
if_le r0.w, r1.w
add r0, r0, c21
if_eq r0.x, r1.x
add r0, r0, r1
if_le r0.z, r1.z
mul r0, r0, r1
if_ge r0.z, r1.x
mad r1, r0, r0, r1
if_ne r0.y, r1.z
mad r1, r0, r0, r1
break_lt r0.w, r1.w
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
