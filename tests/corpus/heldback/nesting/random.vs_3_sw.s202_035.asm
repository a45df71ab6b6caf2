vs_3_sw
dcl_position v0
dcl_position o0
defb b1, true
defb b8, true
defb b9, false
defb b10, false
defb b12, false
defb b13, false
mov r0, v0
mov r1, c0
callnz l629, b0
add r0, r0, r1
add r0.xy, r0, r1
mov o0, r0
ret
label l629
if !b15
add r0, r0, r1
setp_eq p0, r0, r1
mad r1, r0, r0, r1
if b15
min r1, r1, r0
if b1
add r0, r0, r1
if b15
add r0.xy, r0, r1
if b15
add r0, r0, c57
add r0, r0, r1
if b9
min r1, r1, r0
if !b6
add r0, r0, r1
if !b6
sub r0, r0, r1
if b9
add r0, r0, c60
setp_ge p0, r0, r1
if b11
sub r0, r0, r1
if !b12
sub r0, r0, r1
add r0, r0, r1
if !b3
sub r0, r0, r1
mad r1, r0, r0, r1
setp_lt p0, r0, r1
if b3
add r0, r0, r1
if b1
mad r1, r0, r0, r1
mad r1, r0, r0, r1
add r0, r0, c60
if !b4
add r0, r0, c55
if b9
add r0, r0, c56
add r0, r0, c59
if b10
add r0, r0, c58
if b8
min r1, r1, r0
if b4
add r0, r0, c57
sub r0, r0, r1
if b10
add r0, r0, c58
if b0
min r1, r1, r0
if b13
add r0.xy, r0, r1
add r0, r0, c55
add r0, r0, c57
if b8
add r0, r0, c60
add r0, r0, c61
if !b11
add r0, r0, c58
add r0, r0, c61
if b5
mad r1, r0, r0, r1
add r0, r0, r1
add r0.xy, r0, r1
else
min r1, r1, r0
min r1, r1, r0
add r0, r0, c59
endif
endif
endif
endif
else
add r0, r0, c58
endif
endif
endif
endif
endif
endif
endif
endif
else
add r0, r0, r1
setp_ge p0, r0, r1
endif
endif
endif
endif
else
add r0, r0, c61
add r0.xy, r0, r1
endif
endif
endif
endif
endif
endif
endif
endif
else
min r1, r1, r0
add r0, r0, c55
add r0.xy, r0, r1
endif
ret
