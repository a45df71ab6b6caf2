ps_2_x
dcl t0
mov r0, t0
mov r1, c1
setp_eq p0, r0, r1
callnz l15, p0.w
mov oC0, r0
ret
label l15
if_ne r0.w, r1.z
mul r0, r0, r1
if_gt r0.w, r1.y
mov r1, r0.yzwx
if_le r0.y, r1.z
mul r1, r0, r1
if_eq r0.y, r1.w
mov r1, r0.yzwx
if_lt r0.z, r1.y
add r0, r0, c12
if_gt r0.x, r1.w
add r0.xy, r0, r1
if_gt r0.w, r1.z
add r0.xy, r0, r1
if_lt r0.y, r1.y
mov r1, r0.yzwx
if_ge r0.x, r1.z
add r1, r1, r0
if_gt r0.z, r1.y
add r0, r0, c17
if_eq r0.w, r1.w
mul r1, r0, r1
if_gt r0.y, r1.x
add r0, r0, c18
if_ge r0.x, r1.z
add r0, r0, c14
if_ne r0.y, r1.x
add r0, r0, c13
if_ge r0.y, r1.w
add r1, r1, r0
if_eq r0.w, r1.x
add r0, r0, c15
if_ne r0.w, r1.w
mul r1, r0, r1
if_ge r0.x, r1.x
add r0.xy, r0, r1
if_ge r0.x, r1.y
mov r1, r0.yzwx
if_ge r0.y, r1.y
add r1, r1, r0
if_ge r0.y, r1.w
add r0, r0, c16
if_ne r0.x, r1.w
mul r1, r0, r1
if_ge r0.y, r1.y
mul r0, r0, r1
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
ret
