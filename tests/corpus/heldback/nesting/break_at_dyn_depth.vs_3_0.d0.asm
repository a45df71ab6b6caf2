vs_3_0
dcl_position v0
dcl_position o0
defi i6, 1, 0, 0, 0
mov r0, v0
mov r1, c0
rep i6
break
endrep
mov o0, r0
