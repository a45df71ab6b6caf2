ps_3_0
dcl_texcoord0 v0
defi i0, 1, 0, 0, 0
mov r0, v0
mov r1, c1
setp_ge p0, r0, r1
rep i0
if_ne r0.x, r1.y
add r0, r0, c17
if_ge r0.z, r1.x
max r0, r0, r1
if p0.x
add r0, r0, c21
setp_lt p0, r0, r1
if !p0.x
add r0, r0, c20
add r0, r0, c18
if !p0.x
mul r0, r0, r1
mul r0, r0, r1
add r0, r0, c16
if !p0.y
mad r1, r0, r0, r1
setp_le p0, r0, r1
if_lt r0.z, r1.z
mad r1, r0, r0, r1
if p0.x
add r0, r0, c20
mad r1, r0, r0, r1
add r0, r0, c18
if p0.y
add r1, r1, r0
if p0.y
mul r0, r0, r1
max r0, r0, r1
if p0.z
mad r1, r0, r0, r1
setp_lt p0, r0, r1
if_ne r0.z, r1.z
add r0, r0, c17
if p0.x
add r0, r0, c19
mov r1, r0.yzwx
break
if_ne r0.z, r1.z
add r1, r1, r0
break
if_le r0.w, r1.w
add r0, r0, c19
if !p0.x
mul r0, r0, r1
breakp !p0.y
if p0.x
mul r0, r0, r1
add r0, r0, c15
if p0.z
add r0, r0, c21
if_lt r0.w, r1.w
mul r0, r0, r1
if_gt r0.z, r1.y
add r0, r0, c18
mul r0, r0, r1
if_ne r0.x, r1.y
add r1, r1, r0
mov r1, r0.yzwx
if_gt r0.y, r1.z
mul r0, r0, r1
add r0, r0, c21
mul r0, r0, r1
break_eq r0.z, r1.w
else
mad r1, r0, r0, r1
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
else
mad r1, r0, r0, r1
endif
endif
endif
else
add r1, r1, r0
add r1, r1, r0
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
mov r1, r0.yzwx
endif
else
add r1, r1, r0
endif
endrep
mov oC0, r0
