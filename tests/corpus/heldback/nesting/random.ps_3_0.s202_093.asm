ps_3_0
dcl_texcoord0 v0
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
mov r1, r0.yzwx
if p0.w
add r1, r1, r0
if p0.w
add r0.xy, r0, r1
if p0.z
add r1, r1, r0
add r0, r0, c13
min r1, r1, r0
if p0.y
add r0.xy, r0, r1
add r1, r1, r0
if_lt r0.w, r1.z
add r1, r1, r0
mov r1, r0.yzwx
mov r1, r0.yzwx
if p0.z
sub r0, r0, r1
if !p0.y
add r0, r0, c15
setp_le p0, r0, r1
add r0, r0, c12
if !p0.w
add r0, r0, c8
min r1, r1, r0
if_lt r0.w, r1.y
add r1, r1, r0
setp_eq p0, r0, r1
if !p0.x
min r1, r1, r0
setp_eq p0, r0, r1
if_le r0.z, r1.x
add r0, r0, c10
mov r1, r0.yzwx
if p0.w
add r0, r0, c12
add r0, r0, c14
if_eq r0.x, r1.y
sub r0, r0, r1
if p0.y
add r0, r0, c12
add r0.xy, r0, r1
if_eq r0.z, r1.w
add r0, r0, c15
setp_ne p0, r0, r1
add r0, r0, c13
if_le r0.y, r1.w
min r1, r1, r0
add r1, r1, r0
if !p0.w
mov r1, r0.yzwx
add r0, r0, c15
if_ne r0.z, r1.w
min r1, r1, r0
if_ge r0.z, r1.y
min r1, r1, r0
setp_le p0, r0, r1
if !p0.w
add r0, r0, c14
min r1, r1, r0
if_eq r0.x, r1.w
min r1, r1, r0
if_eq r0.x, r1.x
add r0, r0, c10
if_lt r0.y, r1.x
min r1, r1, r0
setp_ne p0, r0, r1
if p0.z
sub r0, r0, r1
add r0.xy, r0, r1
mov r1, r0.yzwx
mov r1, r0.yzwx
endif
else
add r0.xy, r0, r1
mov r1, r0.yzwx
endif
endif
endif
endif
else
add r0.xy, r0, r1
endif
endif
endif
endif
endif
endif
endif
endif
else
sub r0, r0, r1
endif
endif
endif
else
sub r0, r0, r1
endif
endif
endif
endif
endif
endif
else
add r0.xy, r0, r1
add r0, r0, c11
endif
else
add r0.xy, r0, r1
endif
mov oC0, r0
