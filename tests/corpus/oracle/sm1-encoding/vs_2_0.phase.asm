vs_2_0
dcl_position v0
mov r0, v0
phase
mov oPos, v0
