vs_2_0
dcl_position v0
defb b1, false
defb b4, false
defb b5, true
defb b9, true
defb b10, false
defb b11, true
mov r0, v0
mov r1, c1
if !b4
add r0.xy, r0, r1
if !b4
mul r0, r0, r1
if b5
add r0, r0, c17
if b4
add r0, r0, c18
if b9
add r0, r0, c16
if b5
add r0, r0, c19
if b1
mov r1, r0.yzwx
if !b12
add r0.xy, r0, r1
if b11
add r0, r0, c12
if b4
mul r0, r0, r1
if !b12
add r0.xy, r0, r1
if b9
add r0, r0, c13
if !b1
add r0.xy, r0, r1
if !b10
mul r0, r0, r1
mul r0, r0, r1
if !b4
add r0, r0, c18
add r0, r0, c19
add r0.xy, r0, r1
if b11
add r0, r0, c12
add r1, r1, r0
mul r0, r0, r1
add r0, r0, c18
endif
endif
else
add r0.xy, r0, r1
endif
endif
endif
endif
endif
else
mov r1, r0.yzwx
endif
else
mad r1, r0, r0, r1
add r0, r0, c14
endif
else
mov r1, r0.yzwx
endif
endif
endif
endif
endif
endif
else
mov r1, r0.yzwx
endif
if b1
add r1, r1, r0
endif
mov oPos, r0
