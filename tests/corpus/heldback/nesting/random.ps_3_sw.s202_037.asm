ps_3_sw
dcl_texcoord0 v0
defi i6, 3, 0, 0, 0
mov r0, v0
mov r1, c0
setp_ge p0, r0, r1
min r1, r1, r0
if_lt r0.y, r1.w
mul r1, r0, r1
else
endif
callnz l689, b1
add r0, r0, c18
mov oC0, r0
ret
label l689
rep i6
if p0.x
mov r1, r0.yzwx
if_gt r0.y, r1.y
mov r1, r0.yzwx
add r0, r0, c17
if_eq r0.w, r1.w
mov r1, r0.yzwx
min r1, r1, r0
if_gt r0.z, r1.w
min r1, r1, r0
if p0.y
mov r1, r0.yzwx
min r1, r1, r0
if p0.x
mul r1, r0, r1
if p0.z
add r0, r0, c16
add r0, r0, c16
break_ge r0.z, r1.y
if !p0.y
mad r0, r0, r1, r0
break
if p0.w
add r1, r1, r0
mad r0, r0, r1, r0
if !p0.z
add r1, r1, r0
add r0, r0, c17
min r1, r1, r0
if p0.x
min r1, r1, r0
setp_gt p0, r0, r1
break_eq r0.w, r1.x
if_gt r0.x, r1.y
min r1, r1, r0
if_le r0.z, r1.w
add r0, r0, c20
if p0.x
mov r1, r0.yzwx
add r1, r1, r0
add r0, r0, c20
if_lt r0.z, r1.y
add r0, r0, c19
break
if_lt r0.x, r1.y
min r1, r1, r0
add r0, r0, c19
break_ge r0.w, r1.z
if p0.x
add r1, r1, r0
if_lt r0.z, r1.z
add r0, r0, c16
break
if !p0.x
add r1, r1, r0
add r0, r0, c15
setp_le p0, r0, r1
if_le r0.y, r1.z
mad r0, r0, r1, r0
if p0.y
mad r0, r0, r1, r0
if !p0.z
add r1, r1, r0
mad r0, r0, r1, r0
mul r1, r0, r1
break_ge r0.w, r1.w
endif
else
mov r1, r0.yzwx
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
else
add r0, r0, c20
add r0, r0, c14
endif
endif
endif
else
add r0, r0, c13
endif
endif
endif
endif
endif
endrep
ret
