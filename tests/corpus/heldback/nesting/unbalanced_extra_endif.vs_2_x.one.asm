vs_2_x
dcl_position v0
defb b9, false
mov r0, v0
mov r1, c0
if b9
max r0, r0, r1
endif
endif
mov oPos, r0
