vs_2_0
dcl_position v0
defb b1, false
defb b2, true
defb b6, false
defb b8, false
defb b12, true
defb b15, false
mov r0, v0
mov r1, c1
if b11
dp4 r0.x, r0, r1
mul r1, r0, r1
dp4 r0.x, r0, r1
if b6
sub r0, r0, r1
add r0, r0, c51
if b10
add r0, r0, c51
mul r1, r0, r1
if b2
add r0, r0, c49
if b12
dp4 r0.x, r0, r1
sub r0, r0, r1
dp4 r0.x, r0, r1
if b9
dp4 r0.x, r0, r1
if b14
dp4 r0.x, r0, r1
if b15
mul r1, r0, r1
if !b5
mul r1, r0, r1
mul r1, r0, r1
add r0, r0, c50
if b9
add r0, r0, c52
if b15
add r0, r0, c50
if b10
max r0, r0, r1
if b8
add r0, r0, c53
if b1
mov r1, r0.yzwx
if b15
dp4 r0.x, r0, r1
if !b6
dp4 r0.x, r0, r1
if b6
add r0, r0, c56
mul r1, r0, r1
add r0, r0, c52
mov r1, r0.yzwx
mov r1, r0.yzwx
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
else
dp4 r0.x, r0, r1
endif
endif
endif
else
dp4 r0.x, r0, r1
dp4 r0.x, r0, r1
endif
endif
endif
mov oPos, r0
