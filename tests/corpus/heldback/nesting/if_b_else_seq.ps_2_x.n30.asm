ps_2_x
dcl t0
defb b0, true
defb b1, true
defb b2, false
defb b3, false
defb b4, false
defb b6, false
defb b7, true
defb b9, false
defb b11, false
defb b12, false
defb b14, true
mov r0, t0
mov r1, c1
if !b14
add r0, r0, r1
else
add r1, r1, r0
endif
if b7
mov r1, r0.yzwx
else
sub r0, r0, r1
endif
if !b6
mad r1, r0, r0, r1
else
mov r1, r0.yzwx
endif
if b13
mov r1, r0.yzwx
else
sub r0, r0, r1
endif
if b12
add r0, r0, r1
else
add r0, r0, r1
endif
if b3
add r0, r0, c11
else
sub r0, r0, r1
endif
if b0
add r0, r0, c15
else
mad r1, r0, r0, r1
endif
if !b14
mad r1, r0, r0, r1
else
add r0, r0, c10
endif
if !b13
sub r0, r0, r1
else
add r0, r0, c17
endif
if !b4
mov r1, r0.yzwx
else
sub r0, r0, r1
endif
if b12
mov r1, r0.yzwx
else
sub r0, r0, r1
endif
if b11
sub r0, r0, r1
else
mad r1, r0, r0, r1
endif
if b1
add r0, r0, c13
else
mad r1, r0, r0, r1
endif
if !b10
add r0, r0, c12
else
add r1, r1, r0
endif
if !b5
add r0, r0, r1
else
add r0, r0, r1
endif
if b13
add r0, r0, c13
else
sub r0, r0, r1
endif
if b12
add r0, r0, c11
else
add r0, r0, c15
endif
if !b7
mov r1, r0.yzwx
else
add r1, r1, r0
endif
if !b2
add r0, r0, c11
else
mov r1, r0.yzwx
endif
if b10
add r1, r1, r0
else
add r1, r1, r0
endif
if b14
mad r1, r0, r0, r1
else
add r0, r0, c15
endif
if b9
add r0, r0, c15
else
mad r1, r0, r0, r1
endif
if b8
add r0, r0, c13
else
mov r1, r0.yzwx
endif
if b14
add r0, r0, c13
else
add r1, r1, r0
endif
if !b9
add r0, r0, c11
else
add r0, r0, r1
endif
if !b13
mad r1, r0, r0, r1
else
add r0, r0, r1
endif
if b2
add r1, r1, r0
else
mad r1, r0, r0, r1
endif
if !b11
add r0, r0, c12
else
add r1, r1, r0
endif
if b15
mad r1, r0, r0, r1
else
add r0, r0, c11
endif
if !b3
add r0, r0, c15
else
add r0, r0, r1
endif
mov oC0, r0
