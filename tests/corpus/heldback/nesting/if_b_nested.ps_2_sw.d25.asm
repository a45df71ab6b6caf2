ps_2_sw
dcl t0
defb b1, true
defb b2, false
defb b9, true
defb b11, true
mov r0, t0
mov r1, c0
if !b4
min r1, r1, r0
if b3
add r0, r0, c10
if b9
add r0, r0, c11
if !b0
add r0, r0, c8
if b3
add r0, r0, c7
if b0
mul r0, r0, r1
if b4
add r0, r0, c8
if b9
add r0, r0, c8
if b4
max r0, r0, r1
if b0
add r0, r0, r1
if b12
sub r0, r0, r1
if b1
sub r0, r0, r1
if b11
min r1, r1, r0
if !b4
add r0, r0, c9
if !b0
min r1, r1, r0
if !b9
min r1, r1, r0
if b3
mul r0, r0, r1
if b0
add r0, r0, c14
if b2
sub r0, r0, r1
if b5
max r0, r0, r1
if b13
add r0, r0, r1
if b3
sub r0, r0, r1
if !b4
add r0, r0, c8
if b10
add r0, r0, r1
if !b4
add r0, r0, c7
add r0, r0, r1
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
endif
mov oC0, r0
