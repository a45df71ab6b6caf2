vs_2_0
dcl_position v0
defb b0, true
defb b11, true
defb b13, false
defb b14, true
defb b15, true
mov r0, v0
mov r1, c1
if !b11
add r0, r0, c49
if b5
mad r0, r0, r1, r0
if !b14
add r1, r1, r0
if b0
mov r1, r0.yzwx
if b7
add r1, r1, r0
if b8
add r1, r1, r0
if b13
add r0, r0, c53
call l11
endif
endif
endif
endif
endif
endif
endif
mov oPos, r0
ret
label l11
if !b7
add r0, r0, c47
if b8
add r1, r1, r0
if b12
add r1, r1, r0
if !b7
add r1, r1, r0
if b12
add r0, r0, c53
if b14
mov r1, r0.yzwx
if !b11
mul r0, r0, r1
if !b15
add r0, r0, c51
add r0, r0, c54
endif
endif
endif
endif
endif
endif
endif
endif
ret
