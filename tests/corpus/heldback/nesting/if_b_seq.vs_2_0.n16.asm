vs_2_0
dcl_position v0
defb b4, false
defb b5, false
defb b14, false
defb b15, true
mov r0, v0
mov r1, c1
if b2
add r0, r0, c44
endif
if b4
add r0, r0, c45
endif
if b14
add r0, r0, r1
endif
if b11
max r0, r0, r1
endif
if !b7
mad r1, r0, r0, r1
endif
if b7
max r0, r0, r1
endif
if b2
mov r1, r0.yzwx
endif
if b12
add r0, r0, c46
endif
if b10
add r0, r0, c42
endif
if !b15
max r0, r0, r1
endif
if b14
mad r0, r0, r1, r0
endif
if b5
add r0, r0, c47
endif
if b2
mad r1, r0, r0, r1
endif
if b7
mad r1, r0, r0, r1
endif
if !b0
mov r1, r0.yzwx
endif
if !b9
mov r1, r0.yzwx
endif
mov oPos, r0
