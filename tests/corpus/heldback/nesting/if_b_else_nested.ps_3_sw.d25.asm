ps_3_sw
dcl_texcoord0 v0
defb b0, false
defb b4, false
defb b6, true
defb b8, false
defb b9, false
defb b11, true
mov r0, v0
mov r1, c0
if b3
add r0, r0, c10
if b4
dp4 r0.x, r0, r1
if b10
dp4 r0.x, r0, r1
if b8
add r0, r0, c9
if !b0
add r0.xy, r0, r1
if !b3
add r0, r0, c6
if b10
dp4 r0.x, r0, r1
if !b8
dp4 r0.x, r0, r1
if b9
add r0, r0, c9
if !b9
add r0, r0, c4
if !b1
add r0.xy, r0, r1
if !b14
add r0.xy, r0, r1
if b3
add r0.xy, r0, r1
if b6
dp4 r0.x, r0, r1
if b1
min r1, r1, r0
if b6
add r0, r0, c8
if b9
min r1, r1, r0
if b9
min r1, r1, r0
if !b8
mad r0, r0, r1, r0
if !b7
min r1, r1, r0
if !b7
dp4 r0.x, r0, r1
if b11
min r1, r1, r0
if b0
min r1, r1, r0
if !b4
dp4 r0.x, r0, r1
if b7
dp4 r0.x, r0, r1
min r1, r1, r0
else
add r0, r0, c8
endif
else
add r0, r0, c9
endif
else
mad r0, r0, r1, r0
endif
else
add r1, r1, r0
endif
else
add r0, r0, c7
endif
else
add r0.xy, r0, r1
endif
else
add r1, r1, r0
endif
else
add r1, r1, r0
endif
else
add r0.xy, r0, r1
endif
else
mad r0, r0, r1, r0
endif
else
min r1, r1, r0
endif
else
add r1, r1, r0
endif
else
add r1, r1, r0
endif
else
add r1, r1, r0
endif
else
add r1, r1, r0
endif
else
add r1, r1, r0
endif
else
mad r0, r0, r1, r0
endif
else
min r1, r1, r0
endif
else
min r1, r1, r0
endif
else
add r1, r1, r0
endif
else
add r0.xy, r0, r1
endif
else
add r0.xy, r0, r1
endif
else
add r0, r0, c6
endif
else
add r0, r0, c5
endif
else
add r0, r0, c9
endif
mov oC0, r0
