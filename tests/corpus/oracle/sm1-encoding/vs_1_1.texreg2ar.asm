vs_1_1
dcl_position v0
mov r0, v0
texreg2ar r1, r0
mov oPos, v0
