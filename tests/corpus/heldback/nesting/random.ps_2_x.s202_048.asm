ps_2_x
dcl t0
defb b1, false
defb b3, true
defb b5, false
defb b8, false
defb b10, true
defb b13, true
defb b15, false
mov r0, t0
mov r1, c0
if !b13
add r0.xy, r0, r1
mul r0, r0, r1
if !b5
max r0, r0, r1
if b1
add r0, r0, c21
if b15
add r0.xy, r0, r1
if b0
add r0, r0, c14
mul r0, r0, r1
if b5
add r0, r0, c21
max r0, r0, r1
if !b1
add r0.xy, r0, r1
add r0, r0, c20
if !b5
mul r0, r0, r1
if b10
mul r0, r0, r1
add r0, r0, c19
if b2
add r0, r0, c20
add r0, r0, c19
add r0.xy, r0, r1
if b8
max r0, r0, r1
mul r0, r0, r1
setp_gt p0, r0, r1
if b13
add r0, r0, c21
if !b7
add r0, r0, r1
if b14
add r0.xy, r0, r1
if b3
add r0, r0, c19
setp_lt p0, r0, r1
mad r0, r0, r1, r0
if b9
add r0, r0, c20
if b15
mad r0, r0, r1, r0
add r0, r0, c20
setp_eq p0, r0, r1
if b5
add r0, r0, c14
if !b5
max r0, r0, r1
if b8
mad r0, r0, r1, r0
if b12
add r0, r0, c14
add r0.xy, r0, r1
if b3
add r0, r0, c16
add r0.xy, r0, r1
if b14
max r0, r0, r1
if !b0
mul r0, r0, r1
add r0, r0, c15
if b6
add r0, r0, c14
mul r0, r0, r1
mul r0, r0, r1
endif
endif
else
max r0, r0, r1
max r0, r0, r1
add r0.xy, r0, r1
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
else
add r0, r0, r1
endif
endif
endif
endif
else
mad r0, r0, r1, r0
add r0, r0, c21
endif
endif
endif
endif
endif
endif
if b3
add r0.xy, r0, r1
endif
mov oC0, r0
