vs_2_x
dcl_position v0
defb b3, true
defb b5, true
defb b7, true
defb b8, true
defb b9, false
defb b15, true
mov r0, v0
mov r1, c1
if_ge r0.z, r1.y
add r0, r0, c37
if_ge r0.y, r1.x
add r0, r0, c36
if_ge r0.z, r1.x
add r0, r0, c39
if_le r0.w, r1.y
mad r0, r0, r1, r0
if_lt r0.z, r1.w
mov r1, r0.yzwx
if_ge r0.w, r1.w
add r1, r1, r0
if_eq r0.x, r1.x
add r0, r0, r1
if_lt r0.z, r1.y
min r1, r1, r0
if_ne r0.z, r1.y
mad r0, r0, r1, r0
if_ne r0.z, r1.w
add r1, r1, r0
if_ge r0.z, r1.x
add r0, r0, r1
if_ge r0.w, r1.w
mad r0, r0, r1, r0
if_eq r0.z, r1.w
add r0, r0, c43
if_ne r0.w, r1.y
mov r1, r0.yzwx
if_le r0.y, r1.y
min r1, r1, r0
if_ge r0.z, r1.z
mad r0, r0, r1, r0
if_eq r0.w, r1.z
add r1, r1, r0
if_le r0.y, r1.y
add r0, r0, r1
if_lt r0.w, r1.z
add r1, r1, r0
if_lt r0.x, r1.x
mov r1, r0.yzwx
if_le r0.z, r1.y
add r1, r1, r0
if_ne r0.z, r1.w
add r0, r0, r1
if_le r0.z, r1.x
add r0, r0, c39
if_gt r0.y, r1.y
add r0, r0, r1
if_lt r0.x, r1.x
add r0, r0, r1
if b9
add r0, r0, c37
if b7
add r0, r0, c43
if b12
add r1, r1, r0
if b7
add r0, r0, r1
if b7
mov r1, r0.yzwx
if b12
add r1, r1, r0
if !b15
mad r0, r0, r1, r0
if b15
add r1, r1, r0
if b3
min r1, r1, r0
if b15
mov r1, r0.yzwx
if !b14
add r0, r0, r1
if b9
mov r1, r0.yzwx
if b15
mad r0, r0, r1, r0
if b5
min r1, r1, r0
if b15
add r0, r0, c36
if !b8
add r1, r1, r0
mad r0, r0, r1, r0
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
endif
mov oPos, r0
