vs_3_sw
dcl_position v0
dcl_position o0
defi i6, 3, 0, 0, 0
mov r0, v0
mov r1, c1
setp_ne p0, r0, r1
rep i6
if_gt r0.z, r1.y
add r0, r0, r1
if_ne r0.z, r1.x
max r0, r0, r1
if_lt r0.z, r1.w
add r0.xy, r0, r1
if_le r0.y, r1.x
mad r0, r0, r1, r0
if_eq r0.x, r1.x
sub r0, r0, r1
if_lt r0.w, r1.z
mad r0, r0, r1, r0
if_le r0.y, r1.w
add r0, r0, c59
if_le r0.x, r1.z
add r0, r0, c61
if_ne r0.w, r1.x
add r0, r0, r1
if_le r0.x, r1.w
add r0.xy, r0, r1
if_gt r0.w, r1.x
add r0, r0, c54
if_lt r0.x, r1.z
add r0, r0, c57
if_gt r0.x, r1.z
max r0, r0, r1
if_gt r0.x, r1.w
add r0, r0, r1
if_lt r0.z, r1.w
mad r0, r0, r1, r0
if_ge r0.x, r1.x
mad r0, r0, r1, r0
if_lt r0.w, r1.y
add r0, r0, c54
if_eq r0.w, r1.w
add r0, r0, r1
if_lt r0.x, r1.z
add r0, r0, r1
if_ne r0.y, r1.z
add r0, r0, c61
if_le r0.z, r1.z
add r0, r0, r1
if_le r0.x, r1.y
max r0, r0, r1
if_eq r0.w, r1.x
max r0, r0, r1
if_ge r0.z, r1.y
sub r0, r0, r1
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
mov o0, r0
