vs_2_x
dcl_position v0
mov r0, v0
mov r1, c1
mad r0, r0, r1, r0
else
mad r1, r0, r0, r1
mov oPos, r0
