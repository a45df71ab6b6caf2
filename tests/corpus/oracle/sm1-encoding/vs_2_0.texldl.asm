vs_2_0
dcl_position v0
mov r0, v0
texldl r1, r0, s0
mov oPos, v0
