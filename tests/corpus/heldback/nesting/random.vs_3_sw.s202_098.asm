vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c1
setp_eq p0, r0, r1
callnz l1516, b0
mul r1, r0, r1
mov o0, r0
ret
label l1516
if !p0.y
mad r1, r0, r0, r1
setp_gt p0, r0, r1
if_lt r0.x, r1.w
add r0, r0, r1
if_lt r0.w, r1.z
add r0, r0, r1
if_ge r0.z, r1.w
add r0, r0, r1
mul r1, r0, r1
if !p0.y
mad r1, r0, r0, r1
if_eq r0.z, r1.z
mul r1, r0, r1
add r0, r0, c29
add r0.xy, r0, r1
if_gt r0.z, r1.w
mul r1, r0, r1
mul r1, r0, r1
add r1, r1, r0
if_lt r0.x, r1.x
add r0, r0, r1
if !p0.x
add r0.xy, r0, r1
mul r1, r0, r1
if p0.w
add r0, r0, r1
add r0, r0, c33
if_gt r0.y, r1.y
add r0.xy, r0, r1
add r1, r1, r0
if p0.z
add r0, r0, r1
add r0.xy, r0, r1
if_lt r0.x, r1.w
add r0, r0, r1
if_ne r0.w, r1.x
add r0, r0, c32
if_eq r0.z, r1.z
add r0.xy, r0, r1
if_gt r0.z, r1.w
mul r1, r0, r1
if p0.x
add r1, r1, r0
if !p0.w
add r0, r0, c28
setp_gt p0, r0, r1
if !p0.x
add r0, r0, c30
mul r1, r0, r1
if_le r0.y, r1.y
add r0, r0, r1
if !p0.y
add r0, r0, c26
setp_lt p0, r0, r1
if_ge r0.x, r1.w
add r0, r0, c26
add r0, r0, c32
if_ne r0.y, r1.z
add r1, r1, r0
mad r1, r0, r0, r1
endif
else
mul r1, r0, r1
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
else
add r1, r1, r0
endif
endif
ret
