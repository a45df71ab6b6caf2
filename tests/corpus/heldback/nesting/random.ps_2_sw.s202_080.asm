ps_2_sw
dcl t0
defb b0, true
defb b2, true
defb b3, false
defb b4, true
defb b5, true
defb b6, false
defb b13, true
defb b14, true
defb b15, false
mov r0, t0
mov r1, c0
setp_ne p0, r0, r1
if_lt r0.z, r1.w
callnz l2, !p0.z
add r1, r1, r0
endif
if p0.y
endif
if !b4
min r1, r1, r0
if !b2
max r0, r0, r1
mul r1, r0, r1
if b9
add r0, r0, c16
mul r1, r0, r1
if b15
mul r1, r0, r1
if b6
mul r1, r0, r1
if b15
add r0, r0, c17
if b3
add r1, r1, r0
max r0, r0, r1
if b4
mov r1, r0.yzwx
mul r1, r0, r1
if b6
mov r1, r0.yzwx
add r1, r1, r0
if b15
mov r1, r0.yzwx
add r0, r0, c22
if b12
add r0, r0, c18
if b4
min r1, r1, r0
if b2
min r1, r1, r0
if !b14
max r0, r0, r1
if b8
add r0, r0, c20
add r0, r0, c16
if !b7
add r0, r0, c16
if !b5
add r1, r1, r0
if b13
add r0, r0, c22
if b9
add r1, r1, r0
if b10
mov r1, r0.yzwx
max r0, r0, r1
if !b15
min r1, r1, r0
if b8
mov r1, r0.yzwx
if b0
min r1, r1, r0
if !b11
mul r1, r0, r1
mov r1, r0.yzwx
max r0, r0, r1
add r0, r0, c18
endif
endif
endif
else
add r0, r0, c22
endif
endif
else
mov r1, r0.yzwx
endif
endif
else
mul r1, r0, r1
endif
else
max r0, r0, r1
mov r1, r0.yzwx
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
endif
endif
endif
endif
endif
endif
endif
endif
endif
if_ne r0.x, r1.x
mul r1, r0, r1
else
endif
add r0, r0, c23
mov oC0, r0
ret
label l2
mov r1, r0.yzwx
ret
