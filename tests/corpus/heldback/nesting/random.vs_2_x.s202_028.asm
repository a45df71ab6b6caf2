vs_2_x
dcl_position v0
defi i0, 2, 0, 0, 0
defi i2, 1, 0, 0, 0
mov r0, v0
mov r1, c1
setp_le p0, r0, r1
callnz l10, !b13
rep i2
setp_eq p0, r0, r1
call l14
min r1, r1, r0
endrep
rep i0
if_eq r0.z, r1.w
add r1, r1, r0
if_lt r0.z, r1.z
add r0, r0, c27
break
if !p0.x
mul r0, r0, r1
if p0.z
min r1, r1, r0
if !p0.z
add r0, r0, c31
break
if_ne r0.w, r1.y
dp4 r0.x, r0, r1
break
if_le r0.w, r1.z
add r1, r1, r0
mul r0, r0, r1
if_ge r0.y, r1.y
mul r0, r0, r1
setp_le p0, r0, r1
if p0.x
add r1, r1, r0
add r1, r1, r0
setp_ne p0, r0, r1
if_gt r0.y, r1.x
mad r1, r0, r0, r1
if p0.y
min r1, r1, r0
if_ne r0.x, r1.x
add r0, r0, c32
add r1, r1, r0
mul r0, r0, r1
if_le r0.z, r1.z
mad r1, r0, r0, r1
break
if_lt r0.w, r1.x
mul r0, r0, r1
add r0, r0, c30
if_eq r0.w, r1.w
min r1, r1, r0
add r0, r0, c29
if !p0.w
add r0, r0, c30
add r1, r1, r0
if_ge r0.y, r1.y
dp4 r0.x, r0, r1
min r1, r1, r0
if p0.w
dp4 r0.x, r0, r1
if_eq r0.z, r1.y
mad r1, r0, r0, r1
dp4 r0.x, r0, r1
if_lt r0.z, r1.w
mul r0, r0, r1
min r1, r1, r0
if p0.x
add r0, r0, c29
if_eq r0.x, r1.y
add r0, r0, c28
if_le r0.y, r1.w
mad r1, r0, r0, r1
setp_le p0, r0, r1
if p0.y
mul r0, r0, r1
add r0, r0, c27
break
min r1, r1, r0
add r0, r0, c28
break_lt r0.y, r1.z
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
endif
endif
endif
endif
else
add r0, r0, c27
endif
endif
endif
endif
endif
else
mul r0, r0, r1
add r0, r0, c26
endif
else
add r0, r0, c25
endif
endif
endif
else
mul r0, r0, r1
add r0, r0, c25
add r0, r0, c27
endif
endrep
add r0, r0, c27
mov oPos, r0
ret
label l10
add r0, r0, c31
ret
label l14
add r0, r0, c29
mul r0, r0, r1
ret
