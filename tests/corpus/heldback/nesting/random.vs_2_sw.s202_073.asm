vs_2_sw
dcl_position v0
defb b0, false
defb b4, false
defb b9, false
defb b12, false
defb b13, false
defb b14, false
defb b15, false
mov r0, v0
mov r1, c0
mul r0, r0, r1
if !b0
mad r1, r0, r0, r1
if !b10
mul r0, r0, r1
if b6
mul r0, r0, r1
mov r1, r0.yzwx
setp_lt p0, r0, r1
if b0
add r0, r0, r1
add r0, r0, r1
if b2
add r0, r0, c48
mad r1, r0, r0, r1
add r0, r0, r1
if !b15
add r1, r1, r0
add r1, r1, r0
add r0, r0, c50
if b13
add r0, r0, c53
mad r1, r0, r0, r1
setp_ne p0, r0, r1
if b2
mov r1, r0.yzwx
add r0, r0, c53
if b2
add r0, r0, c53
if !b15
mad r1, r0, r0, r1
mul r0, r0, r1
if b1
add r1, r1, r0
if b2
add r1, r1, r0
if b14
mov r1, r0.yzwx
mov r1, r0.yzwx
if b9
mad r1, r0, r0, r1
if !b0
add r0, r0, c52
mul r0, r0, r1
mad r1, r0, r0, r1
if b7
add r1, r1, r0
if b5
mul r0, r0, r1
add r0, r0, c48
if !b10
mov r1, r0.yzwx
if b3
add r0, r0, r1
setp_ne p0, r0, r1
if b12
add r1, r1, r0
if b8
add r0, r0, c53
mul r0, r0, r1
if b7
add r0, r0, c53
if !b4
mad r1, r0, r0, r1
add r1, r1, r0
mad r1, r0, r0, r1
add r0, r0, r1
endif
endif
endif
endif
endif
endif
else
add r1, r1, r0
endif
else
mad r1, r0, r0, r1
mad r1, r0, r0, r1
endif
endif
else
mul r0, r0, r1
add r1, r1, r0
endif
endif
endif
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
mov oPos, r0
