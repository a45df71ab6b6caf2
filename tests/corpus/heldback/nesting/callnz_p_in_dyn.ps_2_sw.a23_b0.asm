ps_2_sw
dcl t0
mov r0, t0
mov r1, c0
setp_eq p0, r0, r1
if_le r0.z, r1.w
mul r0, r0, r1
if_le r0.y, r1.z
add r0.xy, r0, r1
if_eq r0.x, r1.z
mad r0, r0, r1, r0
if_le r0.w, r1.y
sub r0, r0, r1
if_gt r0.y, r1.z
mad r0, r0, r1, r0
if_le r0.z, r1.y
mul r0, r0, r1
if_le r0.y, r1.y
add r0.xy, r0, r1
if_eq r0.y, r1.w
add r0, r0, c13
if_gt r0.w, r1.y
sub r0, r0, r1
if_lt r0.y, r1.w
add r0, r0, c19
if_le r0.x, r1.x
mul r1, r0, r1
if_lt r0.z, r1.w
sub r0, r0, r1
if_ge r0.w, r1.y
sub r0, r0, r1
if_le r0.w, r1.y
mul r1, r0, r1
if_gt r0.w, r1.w
mul r0, r0, r1
if_lt r0.z, r1.y
sub r0, r0, r1
if_ge r0.w, r1.y
add r0, r0, c13
if_le r0.z, r1.z
add r0, r0, c17
if_lt r0.x, r1.y
mul r1, r0, r1
if_eq r0.x, r1.w
add r0.xy, r0, r1
if_ne r0.w, r1.w
add r0, r0, c14
if_lt r0.w, r1.y
mad r0, r0, r1, r0
if_le r0.y, r1.x
mul r1, r0, r1
callnz l6, p0.z
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
label l6
mul r0, r0, r1
ret
