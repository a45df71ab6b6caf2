vs_2_x
dcl_position v0
defi i6, 3, 0, 0, 0
mov r0, v0
mov r1, c0
rep i6
if_gt r0.y, r1.y
sub r0, r0, r1
if_gt r0.z, r1.w
add r0, r0, c15
if_le r0.w, r1.w
add r0.xy, r0, r1
if_eq r0.z, r1.y
mul r1, r0, r1
if_ne r0.z, r1.w
add r0.xy, r0, r1
if_ne r0.x, r1.y
mad r0, r0, r1, r0
if_gt r0.y, r1.x
mul r1, r0, r1
if_eq r0.x, r1.x
add r0, r0, c22
if_ge r0.y, r1.y
sub r0, r0, r1
if_ge r0.w, r1.z
add r0, r0, c17
if_le r0.w, r1.x
mul r1, r0, r1
if_ne r0.w, r1.y
add r0, r0, r1
if_lt r0.z, r1.w
mad r0, r0, r1, r0
if_lt r0.x, r1.w
add r0, r0, c18
if_lt r0.y, r1.z
add r0.xy, r0, r1
if_lt r0.y, r1.w
sub r0, r0, r1
if_ge r0.x, r1.w
add r0, r0, c17
if_le r0.x, r1.w
add r0, r0, c22
if_gt r0.x, r1.x
add r0, r0, r1
if_le r0.y, r1.z
add r0, r0, c20
if_eq r0.y, r1.w
add r0, r0, r1
if_lt r0.x, r1.w
mul r1, r0, r1
if_eq r0.w, r1.z
add r0.xy, r0, r1
if_ne r0.w, r1.w
add r0, r0, c16
break
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
mov oPos, r0
