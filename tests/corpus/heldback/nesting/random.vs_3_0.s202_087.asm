vs_3_0
dcl_position v0
dcl_position o0
defb b0, true
defb b2, false
defb b9, true
defb b12, true
defb b14, true
mov r0, v0
mov r1, c1
call l638
setp_ge p0, r0, r1
mov o0, r0
ret
label l638
if !b9
max r0, r0, r1
if b13
mul r0, r0, r1
if !b0
mov r1, r0.yzwx
mul r0, r0, r1
if b9
add r0, r0, c26
dp4 r0.x, r0, r1
if !b4
dp4 r0.x, r0, r1
if b6
mul r0, r0, r1
if b11
max r0, r0, r1
max r0, r0, r1
if b9
min r1, r1, r0
if b13
mov r1, r0.yzwx
if b9
mul r0, r0, r1
add r0, r0, c30
if !b8
add r0, r0, c27
max r0, r0, r1
if b13
dp4 r0.x, r0, r1
if !b15
mul r0, r0, r1
if !b11
mul r0, r0, r1
if b6
min r1, r1, r0
setp_eq p0, r0, r1
if b9
mov r1, r0.yzwx
setp_ge p0, r0, r1
if b11
add r0, r0, c25
min r1, r1, r0
if b2
mov r1, r0.yzwx
if b15
mul r0, r0, r1
mov r1, r0.yzwx
if !b14
dp4 r0.x, r0, r1
setp_ge p0, r0, r1
if !b6
add r0, r0, c30
mov r1, r0.yzwx
if !b0
mov r1, r0.yzwx
mul r0, r0, r1
if !b12
mov r1, r0.yzwx
min r1, r1, r0
dp4 r0.x, r0, r1
add r0, r0, c30
min r1, r1, r0
endif
else
min r1, r1, r0
endif
endif
else
add r0, r0, c24
mul r0, r0, r1
setp_le p0, r0, r1
endif
endif
endif
else
add r0, r0, c24
dp4 r0.x, r0, r1
min r1, r1, r0
endif
endif
endif
endif
endif
endif
endif
endif
else
add r0, r0, c28
add r0, r0, c24
endif
else
add r0, r0, c24
dp4 r0.x, r0, r1
endif
endif
endif
endif
endif
endif
endif
endif
ret
