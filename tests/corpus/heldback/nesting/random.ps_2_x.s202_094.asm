ps_2_x
dcl t0
defb b0, false
defb b7, true
defb b9, true
defb b10, true
defb b12, false
defb b15, false
mov r0, t0
mov r1, c1
setp_ne p0, r0, r1
if b12
add r0, r0, c17
setp_lt p0, r0, r1
if b15
mad r1, r0, r0, r1
setp_lt p0, r0, r1
if b10
sub r0, r0, r1
min r1, r1, r0
if b4
add r0, r0, r1
mad r1, r0, r0, r1
add r0, r0, r1
if b9
add r0, r0, r1
if !b12
add r0, r0, r1
if !b3
mul r1, r0, r1
mul r1, r0, r1
if b1
sub r0, r0, r1
min r1, r1, r0
if b15
min r1, r1, r0
if b3
mul r1, r0, r1
setp_ne p0, r0, r1
sub r0, r0, r1
if b15
add r0, r0, c18
if b9
add r0, r0, c18
if b15
sub r0, r0, r1
if b3
mad r1, r0, r0, r1
if b15
add r0, r0, c16
if b6
mul r1, r0, r1
add r0, r0, r1
if !b13
mul r1, r0, r1
if b12
add r0, r0, c14
mul r1, r0, r1
if b15
min r1, r1, r0
add r0, r0, c19
if b0
add r0, r0, c16
add r0, r0, c12
if !b1
add r0, r0, c19
mul r1, r0, r1
if !b4
add r0, r0, r1
if b0
mad r1, r0, r0, r1
if !b7
add r0, r0, c13
add r0, r0, c18
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
else
mul r1, r0, r1
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
min r1, r1, r0
if !b1
mad r1, r0, r0, r1
callnz l15, !p0.x
endif
mov oC0, r0
ret
label l15
min r1, r1, r0
ret
