ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
add r0, r0, c26
mul r1, r0, r1
if !p0.z
add r0, r0, c20
add r0, r0, c24
if p0.y
add r0, r0, c25
if_le r0.z, r1.x
add r0, r0, c19
if !p0.x
mul r0, r0, r1
setp_ge p0, r0, r1
setp_ge p0, r0, r1
if !p0.x
min r1, r1, r0
if p0.x
mul r0, r0, r1
if_ne r0.z, r1.x
add r1, r1, r0
if !p0.x
add r0, r0, c22
min r1, r1, r0
if p0.x
min r1, r1, r0
mul r1, r0, r1
if_ge r0.z, r1.z
add r0, r0, c25
mul r0, r0, r1
mul r1, r0, r1
if_lt r0.z, r1.z
add r0, r0, c19
setp_le p0, r0, r1
if p0.y
add r0, r0, c21
if_lt r0.w, r1.w
mul r0, r0, r1
add r1, r1, r0
if p0.y
add r0, r0, c23
if !p0.y
add r0, r0, r1
if p0.z
mul r0, r0, r1
if p0.x
mul r0, r0, r1
setp_eq p0, r0, r1
if !p0.x
mul r1, r0, r1
if !p0.y
add r1, r1, r0
add r0, r0, r1
if p0.z
mul r1, r0, r1
if_gt r0.w, r1.z
add r0, r0, c26
if !p0.x
add r1, r1, r0
if_gt r0.y, r1.w
min r1, r1, r0
if_ge r0.w, r1.x
min r1, r1, r0
mul r0, r0, r1
mul r1, r0, r1
add r0, r0, c21
endif
else
add r0, r0, r1
mul r0, r0, r1
add r0, r0, r1
endif
endif
endif
endif
else
mul r1, r0, r1
add r0, r0, c25
endif
endif
endif
endif
endif
else
add r0, r0, c19
endif
endif
else
min r1, r1, r0
endif
endif
endif
endif
else
mul r0, r0, r1
endif
endif
endif
else
mul r1, r0, r1
endif
endif
endif
endif
endif
add r0, r0, c21
if !p0.y
add r0, r0, c20
callnz l63, !p0.x
else
call l1822
endif
mov oC0, r0
ret
label l63
min r1, r1, r0
add r1, r1, r0
ret
label l1822
add r1, r1, r0
ret
