vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
texdp3 r1, r0
mov o0, v0
