vs_2_x
dcl_position v0
defb b6, false
defb b8, false
defb b10, false
mov r0, v0
mov r1, c1
if !b4
add r0, r0, r1
if b8
max r0, r0, r1
if !b10
add r0, r0, r1
if b12
max r0, r0, r1
if b6
add r0, r0, r1
if !b4
add r0, r0, r1
if !b0
mul r0, r0, r1
if b1
dp4 r0.x, r0, r1
if b8
add r0, r0, c3
if !b11
add r0, r0, r1
if b3
add r0, r0, c3
if b1
add r0.xy, r0, r1
if b11
add r0, r0, c6
if b8
max r0, r0, r1
if !b8
dp4 r0.x, r0, r1
max r0, r0, r1
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
