vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c0
if_eq r0.x, r1.z
add r0, r0, c9
call l8
endif
mov oPos, r0
ret
label l8
if_ne r0.x, r1.w
mov r1, r0.yzwx
if_ne r0.x, r1.y
mov r1, r0.yzwx
if_gt r0.z, r1.z
sub r0, r0, r1
if_ne r0.z, r1.w
dp4 r0.x, r0, r1
if_gt r0.w, r1.y
dp4 r0.x, r0, r1
if_ne r0.x, r1.z
sub r0, r0, r1
if_ge r0.y, r1.z
add r0, r0, c12
if_ge r0.w, r1.x
sub r0, r0, r1
if_lt r0.w, r1.x
add r0, r0, c11
if_ge r0.x, r1.w
sub r0, r0, r1
if_le r0.x, r1.w
add r0, r0, r1
if_gt r0.y, r1.x
add r0, r0, c9
if_ge r0.w, r1.y
sub r0, r0, r1
if_ge r0.y, r1.x
add r0, r0, c15
if_gt r0.z, r1.z
add r0, r0, c12
if_ge r0.y, r1.w
add r0, r0, c8
if_gt r0.x, r1.w
add r0, r0, c12
if_ge r0.z, r1.z
add r0, r0, c12
if_eq r0.y, r1.z
mul r1, r0, r1
if_ge r0.z, r1.w
sub r0, r0, r1
if_eq r0.w, r1.y
sub r0, r0, r1
if_ge r0.w, r1.w
sub r0, r0, r1
if_lt r0.x, r1.z
add r0, r0, c13
if_lt r0.x, r1.x
add r0, r0, r1
add r0, r0, c10
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
endif
ret
