ps_2_x
dcl t0
mov r0, t0
mov r1, c1
if_ge r0.x, r1.x
dp4 r0.x, r0, r1
if_le r0.w, r1.y
max r0, r0, r1
if_eq r0.w, r1.w
dp4 r0.x, r0, r1
if_ge r0.z, r1.z
sub r0, r0, r1
if_ne r0.x, r1.z
mad r1, r0, r0, r1
if_le r0.w, r1.y
add r0, r0, r1
if_le r0.z, r1.y
sub r0, r0, r1
if_le r0.z, r1.w
add r0, r0, r1
if_gt r0.x, r1.x
sub r0, r0, r1
if_ge r0.z, r1.x
add r0, r0, r1
if_gt r0.z, r1.x
sub r0, r0, r1
if_le r0.w, r1.y
add r0, r0, c10
if_ge r0.w, r1.w
sub r0, r0, r1
if_eq r0.w, r1.w
mad r1, r0, r0, r1
if_lt r0.z, r1.x
add r0, r0, c6
if_eq r0.z, r1.y
sub r0, r0, r1
if_le r0.x, r1.z
mad r1, r0, r0, r1
if_le r0.z, r1.y
add r0, r0, c9
if_ge r0.z, r1.y
add r0, r0, c6
if_lt r0.z, r1.z
dp4 r0.x, r0, r1
if_eq r0.y, r1.w
dp4 r0.x, r0, r1
if_gt r0.w, r1.y
sub r0, r0, r1
if_ge r0.y, r1.x
add r0, r0, r1
if_ne r0.z, r1.z
add r0, r0, r1
call l14
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
label l14
if_lt r0.y, r1.z
add r0, r0, c10
add r0, r0, c6
endif
ret
