vs_1_1
dcl_position v0
mov r0, v0
texm3x3pad r1, r0
mov oPos, v0
