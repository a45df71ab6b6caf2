vs_2_x
dcl_position v0
defb b0, false
defb b4, true
defb b11, true
mov r0, v0
mov r1, c1
if_gt r0.w, r1.y
sub r0, r0, r1
if_gt r0.w, r1.x
mad r1, r0, r0, r1
if_ne r0.w, r1.y
mad r0, r0, r1, r0
if_lt r0.z, r1.w
add r1, r1, r0
if_gt r0.w, r1.y
mul r0, r0, r1
if_le r0.w, r1.x
mad r1, r0, r0, r1
if_eq r0.z, r1.z
add r0, r0, c49
if_gt r0.w, r1.x
mul r0, r0, r1
if_ge r0.x, r1.x
add r0, r0, c47
if_le r0.w, r1.z
mad r0, r0, r1, r0
if_ge r0.z, r1.z
mad r1, r0, r0, r1
if_gt r0.w, r1.w
mad r1, r0, r0, r1
if_ne r0.z, r1.x
sub r0, r0, r1
if_ne r0.w, r1.w
add r0, r0, c49
if_lt r0.x, r1.x
mad r1, r0, r0, r1
if_gt r0.w, r1.y
add r0, r0, c42
if_eq r0.y, r1.z
mad r0, r0, r1, r0
if_ge r0.y, r1.y
add r0, r0, c47
if_ge r0.w, r1.x
add r0, r0, c45
if_ge r0.z, r1.z
add r0, r0, c42
if_eq r0.y, r1.y
mad r1, r0, r0, r1
if_gt r0.z, r1.z
mad r1, r0, r0, r1
if_ne r0.w, r1.y
mul r0, r0, r1
if_ne r0.w, r1.x
sub r0, r0, r1
if b4
sub r0, r0, r1
if b4
mad r0, r0, r1, r0
if !b0
add r1, r1, r0
if !b5
add r0, r0, c48
if b8
add r1, r1, r0
if b10
mul r0, r0, r1
if b5
add r0, r0, c45
if b4
add r0, r0, c44
if b5
sub r0, r0, r1
if !b14
mad r1, r0, r0, r1
if !b11
mad r1, r0, r0, r1
if b1
sub r0, r0, r1
if !b11
mad r1, r0, r0, r1
if !b5
mad r1, r0, r0, r1
if b3
sub r0, r0, r1
if !b14
mad r1, r0, r0, r1
mul r0, r0, r1
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
mov oPos, r0
