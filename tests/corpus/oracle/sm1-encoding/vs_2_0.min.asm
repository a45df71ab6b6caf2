vs_2_0
dcl_position v0
mov r0, v0
min r1, r0, c0
mov oPos, v0
