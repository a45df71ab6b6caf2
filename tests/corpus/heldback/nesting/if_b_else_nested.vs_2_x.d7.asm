vs_2_x
dcl_position v0
defb b1, true
defb b11, false
mov r0, v0
mov r1, c0
if b7
add r0, r0, r1
if b10
mov r1, r0.yzwx
if b11
add r0, r0, r1
if b7
add r0, r0, c38
if !b7
mad r1, r0, r0, r1
if b15
add r0, r0, c42
if b1
mul r1, r0, r1
add r0, r0, c41
else
add r0, r0, c45
endif
else
mad r1, r0, r0, r1
endif
else
add r0, r0, r1
endif
else
add r0, r0, c44
endif
else
mad r1, r0, r0, r1
endif
else
add r0, r0, c40
endif
else
add r0, r0, c40
endif
mov oPos, r0
