ps_3_sw
dcl_texcoord0 v0
defi i7, 1, 0, 0, 0
defb b10, false
mov r0, v0
mov r1, c0
setp_le p0, r0, r1
rep i7
if_ge r0.w, r1.z
add r1, r1, r0
if p0.w
add r0, r0, r1
add r0, r0, c19
if_eq r0.w, r1.z
max r0, r0, r1
add r0, r0, r1
if !p0.y
add r0.xy, r0, r1
if !p0.z
add r0.xy, r0, r1
max r0, r0, r1
if !p0.z
max r0, r0, r1
add r0, r0, r1
if p0.w
add r0, r0, c20
setp_le p0, r0, r1
if !p0.y
max r0, r0, r1
if !p0.z
max r0, r0, r1
if !p0.y
add r0.xy, r0, r1
add r0, r0, r1
if_ne r0.x, r1.y
add r0, r0, c17
add r0, r0, c18
add r0, r0, r1
if p0.w
add r0, r0, c20
if p0.y
mad r0, r0, r1, r0
if_gt r0.z, r1.y
add r0.xy, r0, r1
add r0, r0, c17
if_lt r0.y, r1.x
mad r0, r0, r1, r0
if_lt r0.z, r1.z
add r0, r0, c19
mad r0, r0, r1, r0
if p0.x
mad r0, r0, r1, r0
if_eq r0.w, r1.w
add r0.xy, r0, r1
if_gt r0.w, r1.z
add r0, r0, c17
add r0, r0, c20
add r0, r0, c20
if_le r0.w, r1.y
add r1, r1, r0
break_ge r0.z, r1.x
add r0.xy, r0, r1
if p0.z
add r0, r0, r1
setp_le p0, r0, r1
if_lt r0.w, r1.y
max r0, r0, r1
if_ge r0.z, r1.x
add r0, r0, c21
if_lt r0.y, r1.x
add r1, r1, r0
max r0, r0, r1
break_gt r0.y, r1.y
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
add r0, r0, c17
endif
endif
endif
endif
endif
endif
else
mad r0, r0, r1, r0
add r0, r0, r1
endif
endif
endif
endif
else
add r0, r0, c18
endif
endif
endif
endif
else
add r0, r0, c18
endif
endrep
if b10
mad r0, r0, r1, r0
endif
max r0, r0, r1
mov oC0, r0
