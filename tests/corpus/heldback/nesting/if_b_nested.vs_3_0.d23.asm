vs_3_0
dcl_position v0
dcl_position o0
defb b0, true
defb b2, false
defb b4, false
defb b8, true
defb b11, true
defb b13, true
mov r0, v0
mov r1, c1
if b5
dp4 r0.x, r0, r1
if b12
add r0, r0, c9
if b8
add r0, r0, c3
if b5
dp4 r0.x, r0, r1
if b1
add r1, r1, r0
if b2
add r0, r0, c3
if b3
mov r1, r0.yzwx
if b3
max r0, r0, r1
if !b11
max r0, r0, r1
if b0
add r0, r0, c2
if b12
mul r1, r0, r1
if b3
add r0, r0, c8
if b0
mov r1, r0.yzwx
if b15
mul r1, r0, r1
if b8
add r0, r0, c4
if b8
add r0, r0, c6
if !b4
dp4 r0.x, r0, r1
if b2
max r0, r0, r1
if b4
add r0, r0, c2
if !b3
mul r1, r0, r1
if b13
add r0, r0, c3
if b9
add r1, r1, r0
if b1
mov r1, r0.yzwx
mov r1, r0.yzwx
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
