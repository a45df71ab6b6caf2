vs_2_x
dcl_position v0
defb b8, true
defb b14, true
mov r0, v0
mov r1, c0
if_gt r0.w, r1.y
mov r1, r0.yzwx
if b8
dp4 r0.x, r0, r1
if b12
add r0, r0, c6
if b5
add r0, r0, c4
if !b3
min r1, r1, r0
if !b10
add r0, r0, c6
if b4
min r1, r1, r0
if b1
mov r1, r0.yzwx
if b9
min r1, r1, r0
if !b8
mov r1, r0.yzwx
if b14
add r0, r0, c5
if b7
sub r0, r0, r1
if !b8
sub r0, r0, r1
if b6
sub r0, r0, r1
if b9
dp4 r0.x, r0, r1
if !b15
dp4 r0.x, r0, r1
if !b6
dp4 r0.x, r0, r1
if b5
add r0, r0, c9
add r0, r0, c6
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
