vs_3_sw
dcl_position v0
dcl_position o0
defi i6, 2, 0, 0, 0
mov r0, v0
mov r1, c0
rep i6
break
endrep
mov o0, r0
