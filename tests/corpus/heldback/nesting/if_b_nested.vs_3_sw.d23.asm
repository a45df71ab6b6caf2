vs_3_sw
dcl_position v0
dcl_position o0
defb b1, true
defb b2, true
defb b4, false
defb b6, true
defb b8, true
defb b13, false
mov r0, v0
mov r1, c0
if b8
add r0, r0, c17
if !b15
add r1, r1, r0
if b11
mul r0, r0, r1
if b3
mov r1, r0.yzwx
if b8
mul r1, r0, r1
if b5
max r0, r0, r1
if !b15
max r0, r0, r1
if b3
mov r1, r0.yzwx
if !b3
max r0, r0, r1
if b0
mul r0, r0, r1
if b5
max r0, r0, r1
if b4
mul r1, r0, r1
if b5
add r0, r0, c18
if b2
max r0, r0, r1
if !b1
add r0, r0, c17
if b13
max r0, r0, r1
if b10
mul r0, r0, r1
if b0
mul r0, r0, r1
if !b0
add r0, r0, c18
if !b5
max r0, r0, r1
if b6
add r1, r1, r0
if b6
mul r1, r0, r1
if b5
mul r1, r0, r1
mul r0, r0, r1
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
