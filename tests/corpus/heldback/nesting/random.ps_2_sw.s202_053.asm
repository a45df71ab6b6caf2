ps_2_sw
dcl t0
defb b2, false
defb b5, false
defb b6, true
defb b7, false
mov r0, t0
mov r1, c0
call l13
mov oC0, r0
ret
label l13
if b7
mov r1, r0.yzwx
setp_lt p0, r0, r1
if b3
add r0, r0, c20
add r0, r0, c20
add r0, r0, c19
if b6
mov r1, r0.yzwx
if !b6
mov r1, r0.yzwx
add r0, r0, c18
if b11
max r0, r0, r1
setp_le p0, r0, r1
add r0, r0, c21
if b1
add r0, r0, c22
if !b11
add r0, r0, c18
if b14
add r0, r0, c19
add r1, r1, r0
if b2
mad r1, r0, r0, r1
if b13
add r0, r0, c22
if !b13
add r0, r0, c20
setp_ne p0, r0, r1
setp_le p0, r0, r1
if b4
mad r1, r0, r0, r1
if b13
add r0, r0, c20
if b9
mov r1, r0.yzwx
if b13
mov r1, r0.yzwx
mad r1, r0, r0, r1
if b6
add r0.xy, r0, r1
add r0, r0, c23
add r0.xy, r0, r1
if b7
max r0, r0, r1
add r1, r1, r0
add r0, r0, c21
if !b5
add r0, r0, c23
add r0, r0, c19
if b15
add r0, r0, c18
add r0.xy, r0, r1
if b5
add r1, r1, r0
if !b1
add r0.xy, r0, r1
if b10
add r0, r0, c16
add r0, r0, c22
if b4
add r0.xy, r0, r1
if b5
add r0, r0, c22
mad r1, r0, r0, r1
add r0.xy, r0, r1
add r0.xy, r0, r1
endif
endif
endif
endif
else
add r0, r0, c23
setp_ne p0, r0, r1
endif
endif
endif
else
mad r1, r0, r0, r1
endif
endif
endif
endif
else
max r0, r0, r1
endif
endif
endif
else
max r0, r0, r1
endif
endif
endif
endif
else
add r0, r0, c20
max r0, r0, r1
endif
endif
endif
endif
endif
else
add r0.xy, r0, r1
endif
ret
