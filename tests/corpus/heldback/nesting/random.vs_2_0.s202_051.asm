vs_2_0
dcl_position v0
defb b5, true
defb b8, false
defb b13, true
mov r0, v0
mov r1, c0
if b11
sub r0, r0, r1
mul r1, r0, r1
if b11
add r1, r1, r0
min r1, r1, r0
if !b8
dp4 r0.x, r0, r1
if !b12
add r1, r1, r0
add r0, r0, c31
if !b9
min r1, r1, r0
dp4 r0.x, r0, r1
if !b7
sub r0, r0, r1
if b13
min r1, r1, r0
add r0, r0, c28
if b4
add r1, r1, r0
add r0, r0, c33
if !b15
min r1, r1, r0
if b14
mul r1, r0, r1
if b0
mul r1, r0, r1
dp4 r0.x, r0, r1
if b9
add r1, r1, r0
if b5
sub r0, r0, r1
if !b5
add r0, r0, c29
dp4 r0.x, r0, r1
if !b12
mul r1, r0, r1
add r1, r1, r0
endif
else
dp4 r0.x, r0, r1
endif
endif
endif
endif
else
sub r0, r0, r1
endif
else
add r0, r0, c35
endif
endif
endif
endif
else
add r1, r1, r0
endif
else
mul r1, r0, r1
endif
endif
endif
else
min r1, r1, r0
endif
mov oPos, r0
