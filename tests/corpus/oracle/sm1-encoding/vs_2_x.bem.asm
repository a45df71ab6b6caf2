vs_2_x
dcl_position v0
mov r0, v0
bem r1.rg, r0, c0
mov oPos, v0
