vs_3_0
dcl_position v0
dcl_position o0
defb b2, false
defb b7, false
defb b9, true
defb b10, true
mov r0, v0
mov r1, c1
callnz l1246, b5
mad r1, r0, r0, r1
add r0, r0, c32
mov o0, r0
ret
label l1246
if b10
add r0, r0, c30
setp_eq p0, r0, r1
if !b11
mov r1, r0.yzwx
add r0, r0, c34
if !b2
mad r1, r0, r0, r1
add r0, r0, c35
if b2
mad r1, r0, r0, r1
mul r0, r0, r1
if b6
mul r1, r0, r1
if b2
mad r1, r0, r0, r1
mad r1, r0, r0, r1
if b4
add r0, r0, c32
add r0, r0, c30
if b5
max r0, r0, r1
if b7
mad r1, r0, r0, r1
if !b10
max r0, r0, r1
mov r1, r0.yzwx
if !b9
max r0, r0, r1
if !b4
add r0, r0, c34
if !b9
mov r1, r0.yzwx
if !b10
add r0, r0, c32
mul r0, r0, r1
if b14
max r0, r0, r1
if !b6
add r0, r0, c32
if b3
add r0, r0, c28
setp_ge p0, r0, r1
if b4
mov r1, r0.yzwx
mul r0, r0, r1
if !b5
max r0, r0, r1
mul r0, r0, r1
if b11
add r0, r0, c33
if !b7
max r0, r0, r1
if b6
mul r1, r0, r1
if b14
mov r1, r0.yzwx
if b9
add r0, r0, c28
max r0, r0, r1
add r0, r0, c28
setp_gt p0, r0, r1
endif
endif
else
add r0, r0, c30
endif
else
mad r1, r0, r0, r1
setp_le p0, r0, r1
endif
endif
else
add r0, r0, c33
mul r0, r0, r1
endif
else
max r0, r0, r1
endif
endif
endif
endif
endif
else
mad r1, r0, r0, r1
endif
endif
endif
endif
endif
endif
else
add r0, r0, c35
setp_lt p0, r0, r1
endif
endif
endif
endif
endif
endif
else
mul r0, r0, r1
endif
ret
