vs_2_x
dcl_position v0
defb b13, false
mov r0, v0
mov r1, c0
if !b10
dp4 r0.x, r0, r1
if b5
mad r0, r0, r1, r0
if b1
mad r0, r0, r1, r0
if !b11
mul r1, r0, r1
if b11
dp4 r0.x, r0, r1
if b15
mul r1, r0, r1
if b8
mul r1, r0, r1
if !b13
sub r0, r0, r1
if !b6
add r0.xy, r0, r1
add r0.xy, r0, r1
else
dp4 r0.x, r0, r1
endif
else
dp4 r0.x, r0, r1
endif
else
mul r1, r0, r1
endif
else
mad r0, r0, r1, r0
endif
else
add r0.xy, r0, r1
endif
else
add r0, r0, c50
endif
else
add r0.xy, r0, r1
endif
else
dp4 r0.x, r0, r1
endif
else
add r0, r0, c53
endif
mov oPos, r0
