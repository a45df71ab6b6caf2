vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c0
if_ne r0.y, r1.x
mov r1, r0.yzwx
else
dp4 r0.x, r0, r1
endif
if_eq r0.z, r1.y
add r1, r1, r0
else
mov r1, r0.yzwx
endif
if_ge r0.w, r1.z
mov r1, r0.yzwx
else
add r0, r0, r1
endif
if_ne r0.w, r1.y
add r0, r0, r1
else
mov r1, r0.yzwx
endif
if_ne r0.y, r1.y
add r1, r1, r0
else
mov r1, r0.yzwx
endif
if_ne r0.y, r1.w
add r0, r0, c47
else
add r0, r0, c51
endif
if_le r0.x, r1.w
mad r1, r0, r0, r1
else
add r0, r0, c46
endif
if_ge r0.y, r1.z
mad r1, r0, r0, r1
else
mov r1, r0.yzwx
endif
if_eq r0.w, r1.y
add r0, r0, r1
else
mad r1, r0, r0, r1
endif
if_lt r0.x, r1.y
add r0, r0, c48
else
add r0, r0, c48
endif
if_ne r0.z, r1.z
mov r1, r0.yzwx
else
mov r1, r0.yzwx
endif
if_le r0.w, r1.w
dp4 r0.x, r0, r1
else
dp4 r0.x, r0, r1
endif
if_ne r0.y, r1.x
mad r1, r0, r0, r1
else
add r0, r0, c51
endif
if_eq r0.x, r1.x
mad r1, r0, r0, r1
else
add r1, r1, r0
endif
if_ne r0.z, r1.w
dp4 r0.x, r0, r1
else
add r0, r0, r1
endif
if_le r0.x, r1.x
mov r1, r0.yzwx
else
add r0, r0, c51
endif
if_ne r0.z, r1.x
mad r1, r0, r0, r1
else
mov r1, r0.yzwx
endif
mov o0, r0
