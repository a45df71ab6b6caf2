ps_2_x
dcl t0
defi i5, 1, 0, 0, 0
defb b1, false
defb b2, true
defb b3, false
defb b4, false
defb b5, false
defb b6, false
defb b11, false
defb b12, false
mov r0, t0
mov r1, c0
if_lt r0.w, r1.z
else
add r0, r0, r1
endif
if b14
add r0, r0, c11
add r0.xy, r0, r1
if !b1
add r0.xy, r0, r1
add r0, r0, c5
if b11
add r0.xy, r0, r1
if b5
add r0, r0, c6
add r0.xy, r0, r1
if b15
add r0, r0, c5
if !b6
add r0, r0, c11
add r0, r0, c5
if b1
min r1, r1, r0
if !b7
add r0, r0, c4
if !b3
dp4 r0.x, r0, r1
if !b11
add r0, r0, c7
if b4
mad r0, r0, r1, r0
if b3
dp4 r0.x, r0, r1
if !b7
add r0, r0, r1
dp4 r0.x, r0, r1
if !b3
mad r0, r0, r1, r0
add r0, r0, r1
if b10
mad r0, r0, r1, r0
if b14
add r0, r0, c4
if b2
add r0.xy, r0, r1
if !b10
add r0, r0, c6
dp4 r0.x, r0, r1
if b3
add r0, r0, c8
if b10
dp4 r0.x, r0, r1
add r0, r0, r1
add r0, r0, c4
if !b15
min r1, r1, r0
if b12
min r1, r1, r0
if b11
min r1, r1, r0
min r1, r1, r0
min r1, r1, r0
endif
endif
endif
else
min r1, r1, r0
endif
endif
endif
endif
endif
else
mad r0, r0, r1, r0
endif
endif
endif
endif
endif
endif
endif
endif
else
add r0.xy, r0, r1
endif
endif
endif
endif
endif
endif
endif
rep i5
add r0.xy, r0, r1
endrep
add r0.xy, r0, r1
mov oC0, r0
