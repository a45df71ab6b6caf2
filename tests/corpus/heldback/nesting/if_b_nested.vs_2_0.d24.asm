vs_2_0
dcl_position v0
defb b0, false
defb b2, false
defb b3, true
defb b4, true
defb b8, true
defb b13, false
defb b14, true
defb b15, false
mov r0, v0
mov r1, c0
if !b2
add r0, r0, c58
if b13
mul r0, r0, r1
if b3
add r1, r1, r0
if b11
mov r1, r0.yzwx
if b12
mov r1, r0.yzwx
if b13
add r0, r0, c55
if b15
max r0, r0, r1
if b1
mov r1, r0.yzwx
if b2
max r0, r0, r1
if b0
mul r0, r0, r1
if !b3
mul r0, r0, r1
if !b13
max r0, r0, r1
if b11
add r0, r0, c59
if b8
max r0, r0, r1
if b15
max r0, r0, r1
if b3
add r0, r0, c53
if b14
add r0, r0, c54
if b14
add r1, r1, r0
if !b1
mov r1, r0.yzwx
if b12
mov r1, r0.yzwx
if !b4
mul r0, r0, r1
if b4
mov r1, r0.yzwx
if b7
add r0, r0, r1
if !b9
add r0, r0, c57
add r0, r0, c59
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
mov oPos, r0
