vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c0
setp_eq p0, r0, r1
if_ne r0.z, r1.y
mov r1, r0.yzwx
add r0, r0, r1
if p0.z
add r0, r0, c35
if p0.y
add r0, r0, r1
setp_eq p0, r0, r1
add r0, r0, c38
if !p0.z
sub r0, r0, r1
add r0, r0, c39
if_lt r0.x, r1.x
add r0, r0, r1
if_ne r0.y, r1.z
add r0, r0, c36
sub r0, r0, r1
if p0.y
add r0, r0, r1
sub r0, r0, r1
if p0.y
add r0, r0, r1
add r0, r0, r1
min r1, r1, r0
if_le r0.x, r1.w
add r0, r0, c37
if_eq r0.y, r1.w
min r1, r1, r0
setp_gt p0, r0, r1
dp4 r0.x, r0, r1
if p0.y
mov r1, r0.yzwx
sub r0, r0, r1
if_ge r0.x, r1.w
dp4 r0.x, r0, r1
min r1, r1, r0
if !p0.y
add r0, r0, c36
add r0, r0, c37
mov r1, r0.yzwx
if_gt r0.w, r1.y
mov r1, r0.yzwx
add r0, r0, c34
if_le r0.w, r1.x
add r0, r0, c36
if_ge r0.w, r1.z
add r0, r0, c38
if p0.w
add r0, r0, c33
add r0, r0, c36
if p0.w
dp4 r0.x, r0, r1
sub r0, r0, r1
if_gt r0.x, r1.y
add r0, r0, r1
sub r0, r0, r1
if_ne r0.w, r1.x
add r0, r0, c36
if_eq r0.w, r1.z
add r0, r0, r1
add r0, r0, c33
if !p0.x
dp4 r0.x, r0, r1
add r0, r0, c32
if p0.y
mov r1, r0.yzwx
setp_eq p0, r0, r1
if !p0.w
mov r1, r0.yzwx
sub r0, r0, r1
endif
endif
else
add r0, r0, c36
endif
endif
else
add r0, r0, c38
endif
else
sub r0, r0, r1
dp4 r0.x, r0, r1
endif
endif
else
add r0, r0, c38
add r0, r0, c36
endif
endif
endif
else
add r0, r0, c34
endif
else
mov r1, r0.yzwx
add r0, r0, c33
min r1, r1, r0
endif
endif
else
add r0, r0, c34
add r0, r0, c35
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
else
mov r1, r0.yzwx
setp_ne p0, r0, r1
mov r1, r0.yzwx
endif
mov o0, r0
