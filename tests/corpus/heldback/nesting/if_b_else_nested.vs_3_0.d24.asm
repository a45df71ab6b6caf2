vs_3_0
dcl_position v0
dcl_position o0
defb b7, false
defb b8, true
defb b10, true
defb b11, true
defb b13, true
defb b14, true
defb b15, false
mov r0, v0
mov r1, c1
if b12
add r0, r0, c9
if b12
mad r1, r0, r0, r1
if b10
add r0, r0, c8
if b5
mad r1, r0, r0, r1
if b8
add r0, r0, c4
if b2
mul r1, r0, r1
if b6
sub r0, r0, r1
if b12
min r1, r1, r0
if b3
max r0, r0, r1
if !b7
min r1, r1, r0
if b0
sub r0, r0, r1
if b4
add r0, r0, c5
if !b10
mad r1, r0, r0, r1
if b14
add r0, r0, c7
if b9
add r0, r0, c6
if b4
add r0, r0, c4
if b13
mul r1, r0, r1
if b4
min r1, r1, r0
if b11
add r0, r0, c6
if b2
mad r1, r0, r0, r1
if !b9
min r1, r1, r0
if b15
add r0, r0, c3
if !b5
sub r0, r0, r1
if !b7
add r0, r0, c7
max r0, r0, r1
else
add r0, r0, c3
endif
else
min r1, r1, r0
endif
else
add r0, r0, c5
endif
else
add r0, r0, c10
endif
else
add r0, r0, c10
endif
else
max r0, r0, r1
endif
else
mad r1, r0, r0, r1
endif
else
mad r1, r0, r0, r1
endif
else
mad r1, r0, r0, r1
endif
else
min r1, r1, r0
endif
else
add r0, r0, c8
endif
else
sub r0, r0, r1
endif
else
max r0, r0, r1
endif
else
max r0, r0, r1
endif
else
mul r1, r0, r1
endif
else
max r0, r0, r1
endif
else
mul r1, r0, r1
endif
else
min r1, r1, r0
endif
else
sub r0, r0, r1
endif
else
max r0, r0, r1
endif
else
mad r1, r0, r0, r1
endif
else
mad r1, r0, r0, r1
endif
else
add r0, r0, c10
endif
else
add r0, r0, c3
endif
mov o0, r0
