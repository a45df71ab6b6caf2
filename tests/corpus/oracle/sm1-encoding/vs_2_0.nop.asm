vs_2_0
dcl_position v0
mov r0, v0
nop
mov oPos, v0
