ps_3_0
dcl_texcoord0 v0
defb b1, true
defb b5, false
defb b6, true
defb b12, true
defb b13, false
defb b14, true
mov r0, v0
mov r1, c1
if !b0
add r0, r0, c6
if b12
dp4 r0.x, r0, r1
if b13
add r0, r0, c8
if b6
dp4 r0.x, r0, r1
if !b11
add r0, r0, c6
if !b8
add r0, r0, c4
if !b12
max r0, r0, r1
if b12
add r0, r0, c4
if b15
max r0, r0, r1
if b12
add r0, r0, r1
if !b11
dp4 r0.x, r0, r1
if b4
add r0, r0, c6
call l352
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
ret
label l352
if b6
max r0, r0, r1
if b10
dp4 r0.x, r0, r1
if b5
add r0, r0, c4
if b8
add r0, r0, r1
if b2
mul r1, r0, r1
if b1
mul r1, r0, r1
if b1
mul r1, r0, r1
if b1
mul r1, r0, r1
if b0
max r0, r0, r1
if b6
mad r0, r0, r1, r0
if !b14
add r0, r0, c8
if b8
dp4 r0.x, r0, r1
if b9
max r0, r0, r1
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
ret
