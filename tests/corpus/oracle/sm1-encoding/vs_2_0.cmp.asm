vs_2_0
dcl_position v0
mov r0, v0
cmp r1, r0, c0, v0
mov oPos, v0
