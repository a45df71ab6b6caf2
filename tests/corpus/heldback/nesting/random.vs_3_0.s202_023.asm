vs_3_0
dcl_position v0
dcl_position o0
defb b1, true
defb b5, true
defb b6, true
defb b9, true
defb b10, true
defb b13, true
defb b15, false
mov r0, v0
mov r1, c0
max r0, r0, r1
if b7
dp4 r0.x, r0, r1
dp4 r0.x, r0, r1
add r0, r0, c42
if b0
max r0, r0, r1
if !b5
add r1, r1, r0
if b3
max r0, r0, r1
if b1
max r0, r0, r1
add r0, r0, c38
if b3
dp4 r0.x, r0, r1
mad r1, r0, r0, r1
if b5
add r1, r1, r0
setp_lt p0, r0, r1
if !b0
mad r1, r0, r0, r1
add r0, r0, c37
if !b1
max r0, r0, r1
add r0, r0, c38
if b6
mad r1, r0, r0, r1
if b11
dp4 r0.x, r0, r1
if b10
add r1, r1, r0
setp_lt p0, r0, r1
if b8
dp4 r0.x, r0, r1
add r1, r1, r0
if !b15
add r1, r1, r0
dp4 r0.x, r0, r1
if b13
add r1, r1, r0
if b9
mul r0, r0, r1
if !b0
dp4 r0.x, r0, r1
if b10
mad r1, r0, r0, r1
if b3
max r0, r0, r1
add r0, r0, c42
dp4 r0.x, r0, r1
if b7
max r0, r0, r1
if b5
dp4 r0.x, r0, r1
add r0, r0, c43
if !b13
dp4 r0.x, r0, r1
if b1
mad r1, r0, r0, r1
if b5
max r0, r0, r1
max r0, r0, r1
setp_gt p0, r0, r1
endif
endif
endif
else
add r0, r0, c44
endif
endif
endif
endif
endif
endif
endif
endif
endif
else
add r0, r0, c43
mul r0, r0, r1
endif
else
add r0, r0, c40
endif
endif
else
add r0, r0, c38
endif
endif
endif
endif
else
max r0, r0, r1
endif
endif
endif
endif
endif
mov o0, r0
