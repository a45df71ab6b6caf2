vs_3_0
dcl_position v0
dcl_position o0
defi i1, 3, 0, 0, 0
mov r0, v0
mov o0, v0
