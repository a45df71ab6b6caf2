ps_2_x
dcl t0
defi i0, 1, 0, 0, 0
mov r0, t0
mov r1, c0
rep i0
if_le r0.w, r1.x
add r0, r0, c19
if_le r0.w, r1.y
min r1, r1, r0
if_eq r0.z, r1.x
mad r1, r0, r0, r1
if_lt r0.w, r1.z
dp4 r0.x, r0, r1
if_eq r0.z, r1.x
min r1, r1, r0
if_lt r0.z, r1.y
mul r1, r0, r1
if_gt r0.w, r1.y
add r0, r0, c16
if_eq r0.x, r1.x
add r0, r0, c18
if_ne r0.y, r1.x
min r1, r1, r0
if_eq r0.w, r1.w
mul r1, r0, r1
if_gt r0.x, r1.z
add r0, r0, c23
if_eq r0.z, r1.x
dp4 r0.x, r0, r1
if_ne r0.w, r1.w
min r1, r1, r0
if_eq r0.z, r1.y
min r1, r1, r0
if_lt r0.x, r1.x
add r0, r0, c18
if_le r0.z, r1.y
dp4 r0.x, r0, r1
if_lt r0.w, r1.y
add r0, r0, c18
if_eq r0.x, r1.x
mad r1, r0, r0, r1
if_gt r0.x, r1.y
add r0, r0, c16
if_lt r0.x, r1.w
add r0, r0, c22
if_le r0.z, r1.y
mul r1, r0, r1
if_gt r0.x, r1.y
dp4 r0.x, r0, r1
if_le r0.y, r1.x
add r0, r0, c22
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
