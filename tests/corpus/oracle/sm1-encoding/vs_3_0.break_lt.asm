vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 0, 0
mov r0, v0
rep i0
add r1, r0, c0
break_lt r0.x, c0.x
endrep
mov o0, v0
