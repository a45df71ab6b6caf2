ps_2_x
dcl t0
mov r0, t0
mov r1, c1
setp_eq p0, r0, r1
if !p0.z
dp4 r0.x, r0, r1
if !p0.w
min r1, r1, r0
if p0.z
sub r0, r0, r1
if !p0.x
mad r0, r0, r1, r0
if p0.y
add r0, r0, c13
if p0.z
mad r0, r0, r1, r0
if !p0.y
min r1, r1, r0
if p0.y
add r0, r0, c13
if p0.z
mov r1, r0.yzwx
if p0.z
dp4 r0.x, r0, r1
if !p0.z
dp4 r0.x, r0, r1
if p0.y
mad r0, r0, r1, r0
if !p0.x
mov r1, r0.yzwx
if p0.y
add r0, r0, c13
if !p0.z
add r0, r0, c17
if !p0.x
add r0, r0, c16
if !p0.z
dp4 r0.x, r0, r1
if !p0.z
mad r0, r0, r1, r0
if !p0.x
dp4 r0.x, r0, r1
if p0.x
min r1, r1, r0
if !p0.w
min r1, r1, r0
if !p0.z
sub r0, r0, r1
if p0.z
min r1, r1, r0
if !p0.x
dp4 r0.x, r0, r1
dp4 r0.x, r0, r1
else
add r0, r0, c12
endif
else
add r0, r0, c17
endif
else
mov r1, r0.yzwx
endif
else
min r1, r1, r0
endif
else
mad r0, r0, r1, r0
endif
else
sub r0, r0, r1
endif
else
dp4 r0.x, r0, r1
endif
else
mad r0, r0, r1, r0
endif
else
mad r0, r0, r1, r0
endif
else
sub r0, r0, r1
endif
else
mov r1, r0.yzwx
endif
else
add r0, r0, c17
endif
else
dp4 r0.x, r0, r1
endif
else
mad r0, r0, r1, r0
endif
else
min r1, r1, r0
endif
else
sub r0, r0, r1
endif
else
dp4 r0.x, r0, r1
endif
else
add r0, r0, c12
endif
else
mov r1, r0.yzwx
endif
else
add r0, r0, c17
endif
else
dp4 r0.x, r0, r1
endif
else
mov r1, r0.yzwx
endif
else
mad r0, r0, r1, r0
endif
else
sub r0, r0, r1
endif
mov oC0, r0
