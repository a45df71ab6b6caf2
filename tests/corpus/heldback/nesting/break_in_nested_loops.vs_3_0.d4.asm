vs_3_0
dcl_position v0
dcl_position o0
defi i5, 1, 0, 0, 0
defi i6, 2, 0, 0, 0
defi i7, 3, 0, 0, 0
mov r0, v0
mov r1, c1
rep i7
add r0, r0, r1
rep i6
mul r1, r0, r1
rep i5
add r0.xy, r0, r1
rep i7
add r0, r0, r1
break
endrep
endrep
endrep
endrep
mov o0, r0
