vs_3_sw
dcl_position v0
dcl_position o0
defi i6, 2, 0, 0, 0
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
rep i6
sub r0, r0, r1
add r0, r0, c22
endrep
if_gt r0.y, r1.y
max r0, r0, r1
add r0, r0, c23
if_le r0.z, r1.w
mov r1, r0.yzwx
if p0.z
mad r1, r0, r0, r1
if !p0.w
mul r0, r0, r1
sub r0, r0, r1
if_le r0.y, r1.z
sub r0, r0, r1
if_lt r0.w, r1.y
mul r0, r0, r1
add r0, r0, c21
if_lt r0.y, r1.y
mov r1, r0.yzwx
if_ge r0.z, r1.z
mad r1, r0, r0, r1
add r0, r0, c22
if !p0.x
add r0, r0, c18
if !p0.w
mul r0, r0, r1
if_ne r0.w, r1.x
mov r1, r0.yzwx
mul r0, r0, r1
add r0, r0, c23
if !p0.x
add r0, r0, c20
add r0, r0, c18
if p0.y
mov r1, r0.yzwx
if_ge r0.y, r1.z
max r0, r0, r1
mad r1, r0, r0, r1
mov r1, r0.yzwx
if_lt r0.z, r1.x
mul r0, r0, r1
max r0, r0, r1
if_lt r0.x, r1.w
sub r0, r0, r1
if_gt r0.w, r1.x
add r0, r0, c18
if p0.y
sub r0, r0, r1
if p0.w
mov r1, r0.yzwx
add r0, r0, c22
if_ge r0.w, r1.z
max r0, r0, r1
if_ge r0.w, r1.z
sub r0, r0, r1
setp_ge p0, r0, r1
mad r1, r0, r0, r1
if_ge r0.z, r1.x
sub r0, r0, r1
if !p0.y
mov r1, r0.yzwx
if !p0.x
add r0, r0, c23
mad r1, r0, r0, r1
endif
endif
endif
else
mul r0, r0, r1
endif
endif
endif
endif
else
add r0, r0, c22
mul r0, r0, r1
add r0, r0, c18
endif
endif
endif
else
add r0, r0, c18
endif
endif
endif
else
mad r1, r0, r0, r1
endif
endif
endif
endif
else
mov r1, r0.yzwx
endif
endif
endif
endif
endif
endif
endif
sub r0, r0, r1
mov o0, r0
