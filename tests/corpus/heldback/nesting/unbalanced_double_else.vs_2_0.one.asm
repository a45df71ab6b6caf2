vs_2_0
dcl_position v0
defb b1, true
mov r0, v0
mov r1, c1
if b1
add r0, r0, r1
else
mul r0, r0, r1
else
add r0, r0, r1
endif
mov oPos, r0
