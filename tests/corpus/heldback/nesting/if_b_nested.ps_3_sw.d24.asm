ps_3_sw
dcl_texcoord0 v0
defb b2, false
defb b11, false
defb b14, false
mov r0, v0
mov r1, c1
if b1
sub r0, r0, r1
if b4
sub r0, r0, r1
if b9
mul r1, r0, r1
if b4
add r0, r0, c14
if !b15
add r0, r0, c19
if !b4
mul r1, r0, r1
if b14
mul r1, r0, r1
if b13
add r0.xy, r0, r1
if b2
add r0, r0, c16
if !b4
sub r0, r0, r1
if !b15
add r0, r0, c21
if b7
add r0.xy, r0, r1
if !b1
mul r1, r0, r1
if b13
mul r1, r0, r1
if b5
add r0, r0, c17
if !b13
add r0, r0, c20
if b15
min r1, r1, r0
if !b13
add r0, r0, c17
if b11
add r0, r0, c16
if b11
sub r0, r0, r1
if b11
sub r0, r0, r1
if b9
sub r0, r0, r1
if b14
min r1, r1, r0
if !b8
add r0.xy, r0, r1
min r1, r1, r0
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
