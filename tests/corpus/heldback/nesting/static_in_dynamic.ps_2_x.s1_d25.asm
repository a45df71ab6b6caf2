ps_2_x
dcl t0
mov r0, t0
mov r1, c1
if_ne r0.x, r1.w
min r1, r1, r0
if_ne r0.x, r1.w
mad r1, r0, r0, r1
if_le r0.z, r1.x
min r1, r1, r0
if_ge r0.y, r1.x
add r0, r0, c25
if_le r0.z, r1.w
mov r1, r0.yzwx
if_le r0.y, r1.y
add r0, r0, c22
if_lt r0.z, r1.w
mov r1, r0.yzwx
if_le r0.z, r1.y
mad r1, r0, r0, r1
if_ne r0.y, r1.x
sub r0, r0, r1
if_ne r0.y, r1.y
sub r0, r0, r1
if_ne r0.y, r1.z
mad r1, r0, r0, r1
if_ne r0.y, r1.y
add r0, r0, c22
if_lt r0.y, r1.w
sub r0, r0, r1
if_gt r0.x, r1.z
add r0, r0, c20
if_ne r0.z, r1.y
add r0, r0, c18
if_ne r0.x, r1.w
add r0, r0, c24
if_ne r0.w, r1.y
mad r0, r0, r1, r0
if_ge r0.y, r1.z
mad r0, r0, r1, r0
if_ne r0.y, r1.w
add r0, r0, c23
if_le r0.y, r1.z
min r1, r1, r0
if_ne r0.z, r1.x
add r0, r0, c22
if_gt r0.z, r1.z
mov r1, r0.yzwx
if_gt r0.w, r1.y
mov r1, r0.yzwx
if_gt r0.z, r1.y
sub r0, r0, r1
if_gt r0.y, r1.w
add r0, r0, c24
if b5
sub r0, r0, r1
sub r0, r0, r1
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
endif
endif
mov oC0, r0
