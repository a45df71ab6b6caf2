vs_1_1
dcl_position v0
mov r0, v0
texdepth r1
mov oPos, v0
