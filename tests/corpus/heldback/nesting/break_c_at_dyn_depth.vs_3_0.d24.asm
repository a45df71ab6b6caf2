vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 0, 0
mov r0, v0
mov r1, c0
rep i0
if_lt r0.z, r1.w
add r0, r0, c45
if_lt r0.w, r1.z
add r0, r0, c49
if_eq r0.y, r1.w
mad r1, r0, r0, r1
if_ne r0.y, r1.w
mul r1, r0, r1
if_lt r0.x, r1.y
max r0, r0, r1
if_ne r0.y, r1.y
max r0, r0, r1
if_ge r0.z, r1.z
sub r0, r0, r1
if_lt r0.x, r1.y
max r0, r0, r1
if_le r0.x, r1.z
add r0, r0, c47
if_gt r0.x, r1.z
mad r1, r0, r0, r1
if_ne r0.y, r1.y
add r0, r0, c48
if_ge r0.z, r1.x
mul r0, r0, r1
if_le r0.w, r1.y
mul r1, r0, r1
if_gt r0.z, r1.y
sub r0, r0, r1
if_gt r0.w, r1.y
sub r0, r0, r1
if_eq r0.y, r1.x
max r0, r0, r1
if_eq r0.w, r1.z
sub r0, r0, r1
if_le r0.z, r1.x
sub r0, r0, r1
if_ge r0.w, r1.x
mul r1, r0, r1
if_lt r0.y, r1.w
add r0, r0, c42
if_gt r0.x, r1.x
sub r0, r0, r1
if_ne r0.z, r1.w
add r0, r0, c44
if_gt r0.z, r1.z
mul r0, r0, r1
if_ge r0.x, r1.w
mul r1, r0, r1
break_lt r0.y, r1.y
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
mov o0, r0
