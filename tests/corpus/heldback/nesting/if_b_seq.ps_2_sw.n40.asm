ps_2_sw
dcl t0
defb b0, false
defb b2, true
defb b3, false
defb b4, true
defb b8, true
defb b12, false
defb b13, true
mov r0, t0
mov r1, c1
if b11
dp4 r0.x, r0, r1
endif
if b10
add r0, r0, c16
endif
if b13
mad r0, r0, r1, r0
endif
if b1
add r0, r0, c13
endif
if b0
add r0, r0, c14
endif
if b10
add r0, r0, c17
endif
if b2
mov r1, r0.yzwx
endif
if b14
mad r0, r0, r1, r0
endif
if b14
add r0, r0, c19
endif
if b0
mad r0, r0, r1, r0
endif
if b7
add r1, r1, r0
endif
if b5
add r0, r0, c13
endif
if b6
mad r0, r0, r1, r0
endif
if b0
add r1, r1, r0
endif
if b12
mad r0, r0, r1, r0
endif
if b2
add r0, r0, c19
endif
if b15
add r0, r0, c19
endif
if !b6
mov r1, r0.yzwx
endif
if b12
mov r1, r0.yzwx
endif
if b13
add r1, r1, r0
endif
if b5
add r0, r0, c13
endif
if b15
mov r1, r0.yzwx
endif
if b9
add r1, r1, r0
endif
if !b13
add r0.xy, r0, r1
endif
if b10
dp4 r0.x, r0, r1
endif
if b9
mov r1, r0.yzwx
endif
if b8
add r0, r0, c15
endif
if b7
mov r1, r0.yzwx
endif
if b8
add r0, r0, c19
endif
if !b4
mov r1, r0.yzwx
endif
if b11
add r0, r0, c19
endif
if b14
add r0.xy, r0, r1
endif
if !b15
add r1, r1, r0
endif
if b6
dp4 r0.x, r0, r1
endif
if !b9
add r1, r1, r0
endif
if b15
add r0, r0, c13
endif
if b9
add r0, r0, c16
endif
if !b11
mad r0, r0, r1, r0
endif
if b3
mov r1, r0.yzwx
endif
if b5
mov r1, r0.yzwx
endif
mov oC0, r0
