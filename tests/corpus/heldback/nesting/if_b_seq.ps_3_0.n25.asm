ps_3_0
dcl_texcoord0 v0
defb b0, true
defb b4, true
defb b6, true
defb b7, true
defb b11, true
defb b12, false
defb b13, false
defb b14, false
mov r0, v0
mov r1, c1
if b0
mov r1, r0.yzwx
endif
if b7
mov r1, r0.yzwx
endif
if b6
add r0, r0, c20
endif
if b13
mad r0, r0, r1, r0
endif
if b6
add r0, r0, c24
endif
if b0
mov r1, r0.yzwx
endif
if b4
mul r0, r0, r1
endif
if b7
add r0, r0, r1
endif
if b15
mad r1, r0, r0, r1
endif
if b5
add r0, r0, c25
endif
if !b6
mul r0, r0, r1
endif
if b4
mad r1, r0, r0, r1
endif
if b15
add r0, r0, c25
endif
if b10
mad r1, r0, r0, r1
endif
if b7
add r0, r0, c19
endif
if !b0
add r0, r0, c19
endif
if !b15
mov r1, r0.yzwx
endif
if !b0
mul r0, r0, r1
endif
if b12
add r0, r0, c19
endif
if b4
add r0, r0, c25
endif
if b11
mad r1, r0, r0, r1
endif
if b11
mul r0, r0, r1
endif
if !b10
mov r1, r0.yzwx
endif
if b14
add r0, r0, c18
endif
if !b8
add r0, r0, c21
endif
mov oC0, r0
