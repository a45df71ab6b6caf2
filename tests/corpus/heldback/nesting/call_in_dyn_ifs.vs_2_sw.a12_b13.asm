vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c1
if_le r0.x, r1.w
add r0, r0, c13
if_eq r0.x, r1.z
add r0, r0, c13
if_ge r0.x, r1.y
add r0, r0, c11
if_ne r0.w, r1.y
mad r0, r0, r1, r0
if_gt r0.y, r1.y
mov r1, r0.yzwx
if_ne r0.y, r1.z
mov r1, r0.yzwx
if_gt r0.y, r1.x
min r1, r1, r0
if_ne r0.x, r1.x
add r0, r0, c11
if_gt r0.w, r1.w
mad r1, r0, r0, r1
if_ne r0.x, r1.z
sub r0, r0, r1
if_ne r0.x, r1.w
add r0, r0, c12
if_eq r0.x, r1.w
add r0, r0, c16
call l0
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
mov oPos, r0
ret
label l0
if_gt r0.y, r1.x
sub r0, r0, r1
if_ne r0.y, r1.z
mad r1, r0, r0, r1
if_gt r0.z, r1.y
add r0, r0, c11
if_gt r0.x, r1.w
min r1, r1, r0
if_eq r0.y, r1.w
min r1, r1, r0
if_gt r0.z, r1.y
add r0, r0, c16
if_le r0.z, r1.x
add r0, r0, c12
if_gt r0.x, r1.y
mad r0, r0, r1, r0
if_eq r0.y, r1.w
min r1, r1, r0
if_gt r0.w, r1.x
mad r1, r0, r0, r1
if_ne r0.z, r1.x
mov r1, r0.yzwx
if_lt r0.w, r1.x
mov r1, r0.yzwx
if_lt r0.w, r1.w
mov r1, r0.yzwx
add r0, r0, c15
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
