vs_2_sw
dcl_position v0
defb b1, true
mov r0, v0
mov r1, c1
add r0, r0, c39
if b1
ret
endif
mov oPos, r0
