vs_3_sw
dcl_position v0
dcl_position o0
defb b0, true
defb b2, false
defb b3, true
defb b8, false
defb b11, false
defb b13, false
defb b15, true
mov r0, v0
mov r1, c0
mad r1, r0, r0, r1
if b10
sub r0, r0, r1
if b6
mul r1, r0, r1
mad r0, r0, r1, r0
if b3
sub r0, r0, r1
add r0, r0, c50
if b14
mul r1, r0, r1
mad r1, r0, r0, r1
sub r0, r0, r1
if b8
mad r1, r0, r0, r1
if b3
mov r1, r0.yzwx
if !b12
add r0, r0, c51
if !b6
add r0, r0, c50
if b14
mad r1, r0, r0, r1
mov r1, r0.yzwx
if !b3
add r0, r0, c52
if b0
mad r0, r0, r1, r0
add r0, r0, c47
if b15
add r0, r0, c49
add r0, r0, c48
if b2
mov r1, r0.yzwx
if b4
mov r1, r0.yzwx
setp_ne p0, r0, r1
if !b14
add r0, r0, c50
if !b11
mad r1, r0, r0, r1
if b9
mul r1, r0, r1
if b14
mad r0, r0, r1, r0
setp_ne p0, r0, r1
add r0, r0, c46
if b10
add r0, r0, c52
if b13
mul r1, r0, r1
if !b4
mul r1, r0, r1
if b4
mul r1, r0, r1
if b0
mad r0, r0, r1, r0
mad r0, r0, r1, r0
setp_lt p0, r0, r1
endif
else
mad r0, r0, r1, r0
endif
endif
endif
endif
endif
else
mov r1, r0.yzwx
endif
endif
endif
endif
endif
endif
endif
else
mul r1, r0, r1
mul r1, r0, r1
endif
endif
endif
else
mul r1, r0, r1
sub r0, r0, r1
endif
endif
endif
else
mov r1, r0.yzwx
add r0, r0, c50
endif
endif
endif
endif
mad r0, r0, r1, r0
mov o0, r0
