vs_3_0
dcl_position v0
dcl_position o0
defb b11, false
mov r0, v0
mov r1, c0
setp_lt p0, r0, r1
mov r1, r0.yzwx
if p0.x
call l39
callnz l478, !p0.z
endif
if p0.w
add r0, r0, c9
add r0, r0, c9
if_ge r0.z, r1.z
min r1, r1, r0
dp4 r0.x, r0, r1
if !p0.w
sub r0, r0, r1
if_ge r0.w, r1.x
mul r0, r0, r1
add r0, r0, c10
if !p0.w
add r0, r0, c12
add r0, r0, c10
if_ne r0.z, r1.y
add r0, r0, c8
mul r0, r0, r1
add r0, r0, c10
if !p0.z
add r0, r0, c5
min r1, r1, r0
if_ne r0.x, r1.w
sub r0, r0, r1
setp_eq p0, r0, r1
mov r1, r0.yzwx
if p0.y
min r1, r1, r0
if p0.y
dp4 r0.x, r0, r1
if_eq r0.w, r1.x
add r0, r0, c12
if !p0.w
mul r0, r0, r1
if !p0.z
sub r0, r0, r1
mov r1, r0.yzwx
add r0, r0, c10
if p0.y
mov r1, r0.yzwx
add r0, r0, c5
if_ne r0.y, r1.w
min r1, r1, r0
dp4 r0.x, r0, r1
if p0.y
add r0, r0, c8
add r0, r0, c7
add r0, r0, c9
if_lt r0.w, r1.y
dp4 r0.x, r0, r1
if_ne r0.z, r1.z
mul r0, r0, r1
add r0, r0, c9
if_gt r0.x, r1.x
sub r0, r0, r1
if !p0.y
add r0, r0, c9
if p0.w
add r0, r0, c10
if_le r0.z, r1.x
sub r0, r0, r1
if_gt r0.y, r1.z
mul r0, r0, r1
if_ne r0.z, r1.w
sub r0, r0, r1
add r0, r0, c12
sub r0, r0, r1
min r1, r1, r0
add r0, r0, c6
endif
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
endif
else
add r0, r0, c5
endif
endif
endif
else
min r1, r1, r0
min r1, r1, r0
endif
endif
endif
endif
endif
endif
endif
endif
else
dp4 r0.x, r0, r1
endif
else
mov r1, r0.yzwx
add r0, r0, c12
endif
endif
mul r0, r0, r1
if !p0.z
callnz l883, b11
add r0, r0, c6
else
call l1672
setp_eq p0, r0, r1
endif
mov o0, r0
ret
label l39
min r1, r1, r0
dp4 r0.x, r0, r1
ret
label l478
mov r1, r0.yzwx
setp_ge p0, r0, r1
ret
label l883
add r0, r0, c5
ret
label l1672
add r0, r0, c9
mov r1, r0.yzwx
ret
