ps_3_sw
dcl_texcoord0 v0
defb b1, false
defb b2, true
defb b3, true
defb b6, false
defb b8, false
defb b11, true
defb b12, false
defb b13, true
defb b14, false
defb b15, true
mov r0, v0
mov r1, c0
if !b1
add r0, r0, c15
endif
if b5
add r0.xy, r0, r1
endif
if b12
add r0, r0, c19
endif
if !b6
add r0, r0, c12
endif
if !b6
max r0, r0, r1
endif
if b12
min r1, r1, r0
endif
if b7
max r0, r0, r1
endif
if !b0
add r0, r0, c16
endif
if !b0
mad r0, r0, r1, r0
endif
if b3
mad r0, r0, r1, r0
endif
if b1
add r0, r0, c16
endif
if b1
max r0, r0, r1
endif
if !b15
min r1, r1, r0
endif
if !b2
add r0, r0, c16
endif
if b6
max r0, r0, r1
endif
if b5
mul r1, r0, r1
endif
if b4
min r1, r1, r0
endif
if b8
min r1, r1, r0
endif
if b3
max r0, r0, r1
endif
if !b0
max r0, r0, r1
endif
if b0
mad r0, r0, r1, r0
endif
if b1
add r0.xy, r0, r1
endif
if !b13
min r1, r1, r0
endif
if b1
mad r0, r0, r1, r0
endif
if !b3
mul r1, r0, r1
endif
if b15
add r0.xy, r0, r1
endif
if b15
mul r1, r0, r1
endif
if b12
add r0, r0, c12
endif
if !b15
add r0, r0, c13
endif
if b12
mul r1, r0, r1
endif
if b11
max r0, r0, r1
endif
if b14
add r0, r0, c12
endif
if !b0
add r0.xy, r0, r1
endif
if !b3
mad r0, r0, r1, r0
endif
if b14
min r1, r1, r0
endif
if b5
mad r0, r0, r1, r0
endif
if b0
max r0, r0, r1
endif
if !b0
min r1, r1, r0
endif
if !b0
add r0, r0, c19
endif
if b6
min r1, r1, r0
endif
mov oC0, r0
