vs_3_0
dcl_position v0
dcl_position o0
defb b2, false
mov r0, v0
mov r1, c1
if_ge r0.z, r1.z
min r1, r1, r0
if_le r0.z, r1.z
sub r0, r0, r1
if_eq r0.x, r1.z
min r1, r1, r0
if_lt r0.w, r1.w
sub r0, r0, r1
if_le r0.w, r1.z
mul r1, r0, r1
if_gt r0.w, r1.z
sub r0, r0, r1
if_le r0.z, r1.w
mul r1, r0, r1
if_ge r0.z, r1.z
min r1, r1, r0
if_eq r0.w, r1.x
mul r0, r0, r1
if_le r0.y, r1.x
dp4 r0.x, r0, r1
if_eq r0.w, r1.y
sub r0, r0, r1
if_eq r0.z, r1.x
sub r0, r0, r1
if_ne r0.w, r1.x
add r0, r0, c51
if_lt r0.w, r1.z
sub r0, r0, r1
if_ge r0.w, r1.w
dp4 r0.x, r0, r1
if_eq r0.y, r1.y
dp4 r0.x, r0, r1
if_ge r0.x, r1.w
dp4 r0.x, r0, r1
if_lt r0.x, r1.z
add r0, r0, c54
if_ne r0.x, r1.y
min r1, r1, r0
if_lt r0.y, r1.y
add r0, r0, c52
if_le r0.y, r1.z
mul r1, r0, r1
if_le r0.y, r1.y
mul r0, r0, r1
if_gt r0.y, r1.w
mul r0, r0, r1
if_le r0.x, r1.x
dp4 r0.x, r0, r1
if_gt r0.w, r1.w
mul r1, r0, r1
if b2
sub r0, r0, r1
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
endif
endif
endif
mov o0, r0
