ps_2_x
dcl t0
mov r0, t0
mov r1, c1
setp_eq p0, r0, r1
if p0.y
mov r1, r0.yzwx
if_le r0.y, r1.w
mul r1, r0, r1
if_gt r0.w, r1.w
mad r1, r0, r0, r1
if !p0.z
mad r1, r0, r0, r1
if p0.y
add r0, r0, c8
if !p0.z
add r0, r0, c5
if p0.z
min r1, r1, r0
if_ne r0.x, r1.y
mov r1, r0.yzwx
if !p0.z
dp4 r0.x, r0, r1
if p0.z
add r0, r0, c10
if p0.z
mad r1, r0, r0, r1
if_eq r0.z, r1.x
mul r1, r0, r1
if !p0.z
mad r1, r0, r0, r1
if_le r0.x, r1.x
add r0, r0, c8
if !p0.w
mov r1, r0.yzwx
if_lt r0.y, r1.x
min r1, r1, r0
if_gt r0.x, r1.y
dp4 r0.x, r0, r1
if p0.x
min r1, r1, r0
if !p0.z
add r0, r0, c5
if !p0.z
dp4 r0.x, r0, r1
if_le r0.z, r1.z
mov r1, r0.yzwx
if_lt r0.x, r1.x
add r0, r0, c4
if !p0.w
min r1, r1, r0
if p0.x
add r0, r0, c4
mul r1, r0, r1
endif
endif
else
min r1, r1, r0
endif
endif
else
mad r1, r0, r0, r1
endif
endif
endif
else
add r0, r0, c9
endif
endif
endif
endif
endif
endif
endif
endif
endif
else
mul r1, r0, r1
endif
endif
endif
endif
endif
endif
else
mov r1, r0.yzwx
endif
endif
mov oC0, r0
