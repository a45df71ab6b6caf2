vs_2_0
dcl_position v0
defb b0, true
mov r0, v0
if b0
mov r1, c0
endif
mov oPos, v0
