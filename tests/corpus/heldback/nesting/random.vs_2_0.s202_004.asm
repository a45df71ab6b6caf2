vs_2_0
dcl_position v0
defb b1, true
defb b7, false
defb b8, true
defb b10, true
defb b11, true
defb b13, true
defb b15, false
mov r0, v0
mov r1, c1
call l7
mov oPos, r0
ret
label l7
if b1
mul r0, r0, r1
add r0, r0, r1
if !b7
add r0, r0, r1
add r0, r0, c8
if b13
mad r0, r0, r1, r0
add r0, r0, r1
if b3
add r0, r0, c15
add r1, r1, r0
if b3
add r1, r1, r0
if b9
add r0, r0, c13
if b15
add r0, r0, c13
if !b3
mad r1, r0, r0, r1
if b10
add r1, r1, r0
add r0, r0, c14
if !b3
mad r0, r0, r1, r0
if !b11
mad r1, r0, r0, r1
if b6
mad r0, r0, r1, r0
if b3
mad r1, r0, r0, r1
if b8
add r1, r1, r0
if !b1
mad r1, r0, r0, r1
mad r1, r0, r0, r1
add r0, r0, r1
endif
endif
else
add r0, r0, c14
mad r0, r0, r1, r0
endif
else
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
ret
