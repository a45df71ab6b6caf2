vs_1_1
dcl_position v0
mov r0, v0
texldd r1, r0, s0, r0, r0
mov oPos, v0
