vs_2_0
dcl_position v0
mov r0, v0
texm3x2depth r1, r0
mov oPos, v0
