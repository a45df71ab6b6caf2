vs_2_0
dcl_position v0
defb b1, false
defb b10, true
defb b13, true
defb b14, true
mov r0, v0
mov r1, c1
add r0.xy, r0, r1
add r0, r0, c5
if !b1
add r0.xy, r0, r1
add r0, r0, c4
if b14
add r0, r0, c6
if b11
max r0, r0, r1
if !b3
mov r1, r0.yzwx
max r0, r0, r1
if b2
sub r0, r0, r1
if !b14
add r0, r0, c7
min r1, r1, r0
if b8
mov r1, r0.yzwx
if !b7
mov r1, r0.yzwx
mov r1, r0.yzwx
if !b11
max r0, r0, r1
min r1, r1, r0
if b0
mov r1, r0.yzwx
min r1, r1, r0
mov r1, r0.yzwx
if b12
add r0.xy, r0, r1
if b4
mov r1, r0.yzwx
mov r1, r0.yzwx
if b3
max r0, r0, r1
if b1
mov r1, r0.yzwx
if b10
max r0, r0, r1
if !b13
add r0, r0, c9
add r0, r0, c9
sub r0, r0, r1
endif
endif
endif
else
add r0, r0, c4
max r0, r0, r1
add r0.xy, r0, r1
endif
endif
else
max r0, r0, r1
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
add r0, r0, c4
mov oPos, r0
