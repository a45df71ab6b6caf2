vs_2_x
dcl_position v0
mov r0, v0
mov r1, c1
setp_eq p0, r0, r1
mad r0, r0, r1, r0
breakp !p0.w
mov oPos, r0
