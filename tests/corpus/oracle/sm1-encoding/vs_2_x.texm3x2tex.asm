vs_2_x
dcl_position v0
mov r0, v0
texm3x2tex r1, r0
mov oPos, v0
