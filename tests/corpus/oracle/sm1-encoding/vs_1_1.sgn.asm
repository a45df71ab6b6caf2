vs_1_1
dcl_position v0
mov r0, v0
sgn r1, r0, r2, r3
mov oPos, v0
