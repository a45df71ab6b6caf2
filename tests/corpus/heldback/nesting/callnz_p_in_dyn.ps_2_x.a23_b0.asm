ps_2_x
dcl t0
mov r0, t0
mov r1, c0
setp_le p0, r0, r1
if_le r0.z, r1.y
add r0, r0, c19
if_ne r0.y, r1.w
add r0, r0, c22
if_ge r0.x, r1.y
sub r0, r0, r1
if_eq r0.x, r1.z
add r0.xy, r0, r1
if_lt r0.z, r1.x
sub r0, r0, r1
if_le r0.y, r1.y
sub r0, r0, r1
if_eq r0.w, r1.z
add r0, r0, c19
if_le r0.x, r1.w
sub r0, r0, r1
if_le r0.y, r1.x
add r0.xy, r0, r1
if_le r0.y, r1.w
add r0, r0, r1
if_le r0.x, r1.y
add r0.xy, r0, r1
if_le r0.z, r1.z
dp4 r0.x, r0, r1
if_gt r0.x, r1.y
add r0, r0, c19
if_gt r0.w, r1.z
add r0, r0, c17
if_lt r0.z, r1.x
sub r0, r0, r1
if_lt r0.z, r1.z
min r1, r1, r0
if_lt r0.w, r1.w
add r0, r0, c23
if_le r0.w, r1.w
add r0, r0, c21
if_ge r0.x, r1.y
sub r0, r0, r1
if_eq r0.y, r1.x
add r0, r0, c22
if_ge r0.x, r1.z
min r1, r1, r0
if_ge r0.w, r1.z
add r0, r0, c20
if_le r0.z, r1.z
add r0, r0, r1
callnz l7, p0.x
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
label l7
dp4 r0.x, r0, r1
ret
