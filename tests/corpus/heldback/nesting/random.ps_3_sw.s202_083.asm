ps_3_sw
dcl_texcoord0 v0
defi i4, 1, 0, 0, 0
defb b12, true
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
rep i4
mul r0, r0, r1
sub r0, r0, r1
endrep
if p0.w
add r0, r0, r1
if_lt r0.y, r1.x
add r0, r0, c13
if !p0.x
mul r0, r0, r1
if_lt r0.y, r1.z
sub r0, r0, r1
if !p0.x
add r0, r0, c17
sub r0, r0, r1
add r0, r0, c12
if p0.y
mad r0, r0, r1, r0
if !p0.y
add r0, r0, r1
if_ge r0.y, r1.w
add r0, r0, c13
sub r0, r0, r1
add r0, r0, c12
if p0.z
add r1, r1, r0
add r0, r0, c18
if_ne r0.w, r1.w
add r0, r0, c14
if p0.y
add r0, r0, c11
mul r0, r0, r1
add r1, r1, r0
if p0.x
mul r0, r0, r1
mul r0, r0, r1
if_eq r0.z, r1.x
add r0, r0, c12
add r0, r0, c17
if_eq r0.x, r1.w
add r0, r0, c13
add r1, r1, r0
if_ge r0.x, r1.w
add r0, r0, r1
add r0, r0, c12
if_gt r0.z, r1.z
sub r0, r0, r1
if_le r0.x, r1.y
add r0, r0, r1
if !p0.z
add r0, r0, r1
if !p0.w
add r0, r0, r1
add r0, r0, r1
if !p0.z
sub r0, r0, r1
setp_ge p0, r0, r1
mul r0, r0, r1
if p0.y
add r0, r0, c18
mad r0, r0, r1, r0
if p0.z
sub r0, r0, r1
if p0.z
mad r0, r0, r1, r0
mul r0, r0, r1
if_lt r0.z, r1.z
add r1, r1, r0
add r0, r0, c11
else
add r0, r0, r1
setp_eq p0, r0, r1
endif
else
add r0, r0, c16
setp_ge p0, r0, r1
endif
endif
endif
else
add r0, r0, c11
endif
endif
endif
endif
endif
endif
else
add r0, r0, r1
endif
else
add r0, r0, c18
endif
else
add r1, r1, r0
mad r0, r0, r1, r0
add r1, r1, r0
endif
else
mad r0, r0, r1, r0
add r0, r0, c16
endif
endif
else
add r0, r0, c18
endif
endif
endif
else
mad r0, r0, r1, r0
endif
endif
endif
else
add r0, r0, c17
mul r0, r0, r1
endif
else
mul r0, r0, r1
sub r0, r0, r1
endif
endif
callnz l844, !b12
call l1445
mov oC0, r0
ret
label l844
add r0, r0, c12
ret
label l1445
add r0, r0, c18
mul r0, r0, r1
ret
