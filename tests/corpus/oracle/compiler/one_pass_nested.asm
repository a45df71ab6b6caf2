vs_3_0
dcl_position v0
dcl_position o0
defi i0, 2, 0, 0, 0
defi i1, 3, 0, 0, 0
mov r0, v0
rep i1
rep i0
add r0, r0, c1
rep i0
add r0, r0, c2
break
endrep
add r0, r0, c3
break
endrep
add r0, r0, c4
endrep
mov o0, r0
