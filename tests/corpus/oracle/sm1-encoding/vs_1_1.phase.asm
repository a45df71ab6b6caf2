vs_1_1
dcl_position v0
mov r0, v0
phase
mov oPos, v0
