vs_1_1
dcl_position v0
defi i1, 3, 0, 0, 0
mov r0, v0
mov oPos, v0
