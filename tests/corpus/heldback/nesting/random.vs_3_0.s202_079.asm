vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 0, 0
mov r0, v0
mov r1, c0
setp_ne p0, r0, r1
callnz l1305, b3
mul r1, r0, r1
rep i0
if !p0.w
add r0, r0, c8
if !p0.z
sub r0, r0, r1
add r1, r1, r0
if_le r0.w, r1.x
add r0, r0, c9
if !p0.y
mad r0, r0, r1, r0
if p0.z
add r0, r0, c9
if_eq r0.z, r1.w
mul r1, r0, r1
if_ne r0.w, r1.w
add r1, r1, r0
if_eq r0.z, r1.z
sub r0, r0, r1
setp_eq p0, r0, r1
if_lt r0.y, r1.w
add r0, r0, c11
add r0, r0, c8
if !p0.x
mad r0, r0, r1, r0
if !p0.x
mul r1, r0, r1
add r0, r0, c10
if p0.y
mad r0, r0, r1, r0
add r1, r1, r0
sub r0, r0, r1
if p0.w
min r1, r1, r0
setp_le p0, r0, r1
min r1, r1, r0
if !p0.w
add r0, r0, c10
if_eq r0.z, r1.x
min r1, r1, r0
add r0, r0, c9
if p0.x
mul r1, r0, r1
min r1, r1, r0
if !p0.w
mad r0, r0, r1, r0
if_eq r0.w, r1.z
add r1, r1, r0
if !p0.y
add r0, r0, c14
if p0.y
add r0, r0, c11
if_gt r0.w, r1.z
sub r0, r0, r1
add r1, r1, r0
if_lt r0.x, r1.y
add r0, r0, c10
if_ne r0.y, r1.y
add r1, r1, r0
if_eq r0.y, r1.w
sub r0, r0, r1
mad r0, r0, r1, r0
mad r0, r0, r1, r0
add r1, r1, r0
setp_lt p0, r0, r1
break_eq r0.y, r1.x
else
mad r0, r0, r1, r0
add r0, r0, c10
break_lt r0.w, r1.w
endif
endif
endif
endif
else
add r0, r0, c13
endif
endif
endif
else
min r1, r1, r0
add r0, r0, c10
endif
endif
endif
endif
endif
endif
else
mad r0, r0, r1, r0
endif
endif
endif
endif
else
min r1, r1, r0
min r1, r1, r0
endif
else
add r0, r0, c10
breakp p0.z
add r1, r1, r0
endif
endif
endif
endif
endif
endif
endrep
if p0.y
add r0, r0, c9
callnz l1889, p0.z
endif
mov o0, r0
ret
label l1305
add r0, r0, c10
ret
label l1889
add r0, r0, c8
sub r0, r0, r1
ret
