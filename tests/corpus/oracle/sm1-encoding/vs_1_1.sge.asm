vs_1_1
dcl_position v0
mov r0, v0
sge r1, r0, c0
mov oPos, v0
