vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c0
setp_eq p0, r0, r1
mul r1, r0, r1
if_ge r0.y, r1.x
mov r1, r0.yzwx
if_le r0.w, r1.w
dp4 r0.x, r0, r1
if p0.y
add r0.xy, r0, r1
mul r1, r0, r1
if !p0.y
dp4 r0.x, r0, r1
mov r1, r0.yzwx
if_eq r0.y, r1.y
add r0.xy, r0, r1
if !p0.y
add r0, r0, r1
add r0, r0, c15
if !p0.z
add r0.xy, r0, r1
if_lt r0.x, r1.y
mul r1, r0, r1
add r0, r0, r1
mul r1, r0, r1
if p0.x
add r0, r0, r1
setp_ge p0, r0, r1
if_le r0.z, r1.w
add r0, r0, c18
if_gt r0.z, r1.z
add r0, r0, r1
mov r1, r0.yzwx
if_ge r0.y, r1.y
add r0, r0, c15
setp_lt p0, r0, r1
if_ne r0.w, r1.w
add r0, r0, c12
add r0, r0, c12
if p0.y
add r0, r0, r1
if p0.y
add r0.xy, r0, r1
add r0, r0, c18
if_lt r0.x, r1.z
add r0.xy, r0, r1
mov r1, r0.yzwx
if_le r0.x, r1.w
add r0, r0, c18
if p0.y
add r0, r0, c16
add r0, r0, c16
if_gt r0.w, r1.w
mov r1, r0.yzwx
add r0, r0, c18
add r0, r0, c13
if_gt r0.z, r1.z
add r0.xy, r0, r1
setp_ge p0, r0, r1
if p0.z
dp4 r0.x, r0, r1
add r0.xy, r0, r1
if p0.y
add r0.xy, r0, r1
dp4 r0.x, r0, r1
if_gt r0.y, r1.x
dp4 r0.x, r0, r1
mov r1, r0.yzwx
if_le r0.y, r1.w
add r0, r0, r1
add r0, r0, c12
mul r1, r0, r1
else
add r0, r0, c14
endif
endif
endif
endif
else
add r0, r0, c17
setp_le p0, r0, r1
endif
endif
endif
endif
else
add r0, r0, r1
dp4 r0.x, r0, r1
setp_le p0, r0, r1
endif
endif
else
add r0.xy, r0, r1
add r0, r0, c12
endif
endif
endif
endif
endif
endif
endif
else
mul r1, r0, r1
add r0.xy, r0, r1
endif
else
add r0.xy, r0, r1
endif
else
add r0, r0, c18
dp4 r0.x, r0, r1
endif
endif
else
mul r1, r0, r1
endif
else
add r0, r0, r1
endif
endif
if !b7
dp4 r0.x, r0, r1
else
callnz l4, !b8
endif
mov oPos, r0
ret
label l4
mov r1, r0.yzwx
ret
