ps_2_x
dcl t0
defb b1, false
defb b7, true
defb b10, true
defb b13, false
defb b15, true
mov r0, t0
mov r1, c0
if_eq r0.w, r1.z
add r0, r0, c17
if_lt r0.y, r1.x
mul r1, r0, r1
if_gt r0.z, r1.w
add r0, r0, c17
if_eq r0.y, r1.x
dp4 r0.x, r0, r1
if_ne r0.y, r1.x
dp4 r0.x, r0, r1
if_lt r0.y, r1.w
min r1, r1, r0
if_eq r0.w, r1.w
add r0, r0, c23
if_ge r0.z, r1.z
sub r0, r0, r1
if_ge r0.z, r1.w
mul r1, r0, r1
if_ge r0.x, r1.y
min r1, r1, r0
if_eq r0.w, r1.z
sub r0, r0, r1
if_ne r0.x, r1.w
min r1, r1, r0
if_le r0.z, r1.x
mad r0, r0, r1, r0
if_ne r0.z, r1.y
dp4 r0.x, r0, r1
if_ne r0.x, r1.x
sub r0, r0, r1
if_ge r0.y, r1.y
mad r0, r0, r1, r0
if_ne r0.y, r1.z
mul r1, r0, r1
if_eq r0.w, r1.w
min r1, r1, r0
if_eq r0.y, r1.x
add r0, r0, c21
if_ge r0.z, r1.w
dp4 r0.x, r0, r1
if_eq r0.w, r1.y
mad r0, r0, r1, r0
if_ne r0.w, r1.z
mul r1, r0, r1
if_eq r0.y, r1.w
dp4 r0.x, r0, r1
if_le r0.z, r1.w
add r0, r0, c20
if b10
dp4 r0.x, r0, r1
if !b13
dp4 r0.x, r0, r1
if b14
dp4 r0.x, r0, r1
if !b7
add r0, r0, c22
if !b7
add r0, r0, c18
if b9
mul r1, r0, r1
if b3
sub r0, r0, r1
if b6
add r0, r0, c18
if !b9
dp4 r0.x, r0, r1
if b15
add r0, r0, c22
if b9
min r1, r1, r0
if b12
mul r1, r0, r1
if !b6
add r0, r0, c22
if !b6
add r0, r0, c23
if b3
dp4 r0.x, r0, r1
if !b14
min r1, r1, r0
if b0
sub r0, r0, r1
if b15
sub r0, r0, r1
if !b15
min r1, r1, r0
if b1
mul r1, r0, r1
if b10
add r0, r0, c17
if !b14
min r1, r1, r0
if !b1
mul r1, r0, r1
if b15
mul r1, r0, r1
add r0, r0, c18
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
endif
endif
endif
endif
endif
endif
endif
mov oC0, r0
