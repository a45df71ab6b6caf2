vs_3_sw
dcl_position v0
dcl_position o0
defi i6, 4, 0, 0, 0
defb b9, false
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
if_gt r0.w, r1.x
mad r1, r0, r0, r1
callnz l1554, b9
else
endif
rep i6
if_gt r0.x, r1.w
add r0.xy, r0, r1
if p0.x
add r0, r0, c23
add r0.xy, r0, r1
if_eq r0.w, r1.z
add r0, r0, r1
if_ne r0.z, r1.x
mad r1, r0, r0, r1
if_ge r0.z, r1.z
max r0, r0, r1
if_ge r0.x, r1.y
add r0.xy, r0, r1
if !p0.w
add r0, r0, c27
mad r1, r0, r0, r1
mad r1, r0, r0, r1
if_lt r0.y, r1.w
add r0, r0, c23
breakp p0.w
if_le r0.y, r1.w
add r0, r0, c27
if p0.y
add r0, r0, r1
if_lt r0.x, r1.y
add r0, r0, c23
add r0, r0, c28
add r0, r0, r1
if_gt r0.z, r1.x
max r0, r0, r1
if_le r0.x, r1.w
add r0, r0, c26
if p0.w
add r0, r0, r1
if_lt r0.w, r1.y
add r0, r0, c27
if p0.y
mad r1, r0, r0, r1
break_ne r0.w, r1.x
if !p0.z
mul r1, r0, r1
if_ge r0.z, r1.y
max r0, r0, r1
setp_gt p0, r0, r1
if p0.y
add r0, r0, c22
if_eq r0.w, r1.z
add r0, r0, c27
breakp p0.z
if p0.y
add r0, r0, r1
if_lt r0.y, r1.y
mul r1, r0, r1
add r0.xy, r0, r1
if_gt r0.z, r1.w
add r0, r0, r1
add r0, r0, r1
breakp !p0.w
if_le r0.z, r1.z
add r0, r0, r1
add r0, r0, c28
break_eq r0.z, r1.x
endif
endif
endif
endif
else
mul r1, r0, r1
breakp !p0.x
endif
else
add r0, r0, c23
max r0, r0, r1
endif
else
mul r1, r0, r1
endif
else
add r0, r0, c25
break_le r0.w, r1.z
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
endrep
mov o0, r0
ret
label l1554
max r0, r0, r1
setp_lt p0, r0, r1
add r0, r0, c21
ret
