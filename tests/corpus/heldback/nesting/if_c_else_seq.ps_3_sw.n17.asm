ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov r1, c0
if_lt r0.z, r1.w
add r0, r0, c22
else
min r1, r1, r0
endif
if_gt r0.z, r1.z
dp4 r0.x, r0, r1
else
min r1, r1, r0
endif
if_eq r0.x, r1.w
min r1, r1, r0
else
mul r1, r0, r1
endif
if_ne r0.y, r1.z
add r0, r0, c18
else
add r0, r0, c22
endif
if_ne r0.z, r1.y
max r0, r0, r1
else
add r0, r0, c20
endif
if_gt r0.y, r1.z
mul r1, r0, r1
else
min r1, r1, r0
endif
if_le r0.z, r1.w
dp4 r0.x, r0, r1
else
dp4 r0.x, r0, r1
endif
if_eq r0.y, r1.z
dp4 r0.x, r0, r1
else
add r0, r0, c18
endif
if_le r0.z, r1.z
max r0, r0, r1
else
mul r1, r0, r1
endif
if_le r0.z, r1.x
dp4 r0.x, r0, r1
else
dp4 r0.x, r0, r1
endif
if_eq r0.z, r1.y
mad r0, r0, r1, r0
else
add r0, r0, c23
endif
if_lt r0.w, r1.x
mul r1, r0, r1
else
add r0, r0, c20
endif
if_eq r0.y, r1.x
add r0, r0, c17
else
add r0, r0, c20
endif
if_ne r0.x, r1.y
add r0, r0, c17
else
mul r1, r0, r1
endif
if_eq r0.x, r1.x
dp4 r0.x, r0, r1
else
max r0, r0, r1
endif
if_ge r0.w, r1.z
max r0, r0, r1
else
dp4 r0.x, r0, r1
endif
if_ne r0.x, r1.z
max r0, r0, r1
else
dp4 r0.x, r0, r1
endif
mov oC0, r0
