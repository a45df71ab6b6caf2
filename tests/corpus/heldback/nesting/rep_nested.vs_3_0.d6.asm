vs_3_0
dcl_position v0
dcl_position o0
defi i0, 1, 0, 0, 0
defi i1, 1, 0, 0, 0
defi i3, 2, 0, 0, 0
defi i6, 1, 0, 0, 0
mov r0, v0
mov r1, c1
rep i3
mul r1, r0, r1
rep i0
add r0, r0, c35
rep i6
mad r1, r0, r0, r1
rep i6
mul r1, r0, r1
rep i3
mul r1, r0, r1
rep i1
mul r1, r0, r1
add r0, r0, c35
endrep
endrep
endrep
endrep
endrep
endrep
mov o0, r0
