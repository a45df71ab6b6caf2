ps_3_sw
dcl_texcoord0 v0
defi i0, 3, 0, 0, 0
defi i1, 3, 0, 0, 0
defi i3, 3, 0, 0, 0
defi i4, 3, 0, 0, 0
defi i6, 4, 0, 0, 0
mov r0, v0
mov r1, c0
rep i3
mad r1, r0, r0, r1
rep i4
add r0, r0, c23
rep i0
add r0, r0, c22
rep i1
add r1, r1, r0
rep i6
add r0, r0, r1
rep i4
add r0, r0, c23
add r0, r0, c23
endrep
endrep
endrep
endrep
endrep
endrep
mov oC0, r0
