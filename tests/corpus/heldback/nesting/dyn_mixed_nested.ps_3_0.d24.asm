ps_3_0
dcl_texcoord0 v0
mov r0, v0
mov r1, c0
setp_gt p0, r0, r1
if_le r0.x, r1.y
add r0.xy, r0, r1
if_ne r0.w, r1.y
mul r0, r0, r1
if !p0.y
add r0, r0, c22
if p0.x
dp4 r0.x, r0, r1
if !p0.w
dp4 r0.x, r0, r1
if_ne r0.z, r1.y
add r0, r0, r1
if p0.y
add r0, r0, c21
if p0.y
add r0, r0, c22
if p0.x
dp4 r0.x, r0, r1
if_le r0.z, r1.y
min r1, r1, r0
if_lt r0.y, r1.z
add r0, r0, c20
if_eq r0.z, r1.x
add r0, r0, c18
if !p0.z
add r0, r0, c15
if_gt r0.w, r1.x
min r1, r1, r0
if !p0.w
add r0, r0, c18
if p0.x
add r0, r0, c17
if p0.x
mul r0, r0, r1
if_eq r0.w, r1.y
min r1, r1, r0
if p0.x
mul r0, r0, r1
if_lt r0.w, r1.x
add r0, r0, r1
if_le r0.z, r1.z
add r0, r0, c20
if_eq r0.x, r1.w
add r0, r0, c16
if p0.x
add r0.xy, r0, r1
if_le r0.y, r1.w
add r0, r0, r1
add r0, r0, r1
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
add r0, r0, r1
endif
else
add r0, r0, c16
endif
endif
else
add r0, r0, c22
endif
else
dp4 r0.x, r0, r1
endif
else
add r0, r0, r1
endif
else
add r0, r0, r1
endif
endif
endif
else
min r1, r1, r0
endif
else
add r0, r0, r1
endif
endif
endif
mov oC0, r0
