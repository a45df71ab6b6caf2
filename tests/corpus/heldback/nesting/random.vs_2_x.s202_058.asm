vs_2_x
dcl_position v0
defb b1, true
defb b2, false
defb b3, false
defb b4, true
defb b5, true
defb b6, false
defb b7, true
defb b9, false
defb b14, false
defb b15, false
mov r0, v0
mov r1, c1
dp4 r0.x, r0, r1
sub r0, r0, r1
if b4
min r1, r1, r0
if !b15
dp4 r0.x, r0, r1
if !b14
add r0, r0, c48
if b3
min r1, r1, r0
if !b13
mul r0, r0, r1
if !b9
mul r0, r0, r1
add r1, r1, r0
if b1
dp4 r0.x, r0, r1
if b15
mul r0, r0, r1
if b14
min r1, r1, r0
mul r0, r0, r1
if b1
add r1, r1, r0
if b14
dp4 r0.x, r0, r1
if b11
add r0, r0, c43
mul r0, r0, r1
if !b15
add r1, r1, r0
if b7
sub r0, r0, r1
if b4
min r1, r1, r0
add r1, r1, r0
if !b3
mul r0, r0, r1
mul r0, r0, r1
add r1, r1, r0
if !b4
add r0, r0, c42
if b6
add r0, r0, c44
if b1
add r0, r0, c48
if !b15
add r0, r0, c45
dp4 r0.x, r0, r1
if !b14
dp4 r0.x, r0, r1
if b13
mul r0, r0, r1
if b2
add r1, r1, r0
if b5
add r0, r0, c42
add r0, r0, c49
setp_ge p0, r0, r1
else
min r1, r1, r0
mul r0, r0, r1
endif
endif
endif
else
mul r0, r0, r1
endif
endif
endif
else
add r0, r0, c48
endif
endif
endif
else
dp4 r0.x, r0, r1
min r1, r1, r0
endif
endif
endif
endif
endif
else
add r0, r0, c49
endif
endif
else
mul r0, r0, r1
endif
endif
endif
endif
endif
endif
endif
endif
setp_ge p0, r0, r1
mov oPos, r0
