vs_3_0
dcl_position v0
dcl_position o0
defi i1, 2, 0, 0, 0
defi i3, 4, 0, 0, 0
defi i4, 2, 0, 0, 0
mov r0, v0
mov r1, c0
rep i1
add r0, r0, c6
rep i1
sub r0, r0, r1
rep i3
sub r0, r0, r1
rep i4
add r0.xy, r0, r1
add r0, r0, c4
endrep
endrep
endrep
endrep
mov o0, r0
