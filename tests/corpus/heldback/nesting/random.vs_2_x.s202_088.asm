vs_2_x
dcl_position v0
defb b2, true
defb b7, false
defb b8, true
defb b10, false
defb b15, false
mov r0, v0
mov r1, c1
call l11
mov oPos, r0
ret
label l11
if !b12
add r0, r0, c18
if b8
mul r0, r0, r1
if b3
mad r1, r0, r0, r1
if b9
sub r0, r0, r1
if b15
sub r0, r0, r1
if b4
min r1, r1, r0
if !b9
mad r1, r0, r0, r1
mul r0, r0, r1
if !b12
add r0, r0, c14
if b3
sub r0, r0, r1
sub r0, r0, r1
if b6
mul r0, r0, r1
add r0, r0, c15
min r1, r1, r0
if !b7
min r1, r1, r0
sub r0, r0, r1
if b5
add r0, r0, c15
dp4 r0.x, r0, r1
if b6
add r0, r0, c17
dp4 r0.x, r0, r1
if b4
min r1, r1, r0
if !b12
sub r0, r0, r1
if b8
mad r1, r0, r0, r1
if b7
mul r0, r0, r1
setp_ge p0, r0, r1
if !b15
sub r0, r0, r1
if b11
sub r0, r0, r1
sub r0, r0, r1
if !b9
min r1, r1, r0
if b2
mul r0, r0, r1
if b12
dp4 r0.x, r0, r1
setp_lt p0, r0, r1
if !b10
add r0, r0, c19
if !b15
dp4 r0.x, r0, r1
add r0, r0, c12
if b12
mul r0, r0, r1
sub r0, r0, r1
sub r0, r0, r1
else
mad r1, r0, r0, r1
min r1, r1, r0
add r0, r0, c15
endif
endif
else
sub r0, r0, r1
endif
endif
endif
endif
endif
endif
else
add r0, r0, c14
endif
endif
endif
else
add r0, r0, c15
endif
endif
endif
else
add r0, r0, c15
endif
endif
endif
endif
endif
endif
else
add r0, r0, c15
endif
endif
endif
else
mad r1, r0, r0, r1
endif
else
mad r1, r0, r0, r1
endif
ret
