ps_3_sw
dcl_texcoord0 v0
defi i1, 1, 0, 0, 0
defi i2, 4, 0, 0, 0
defi i3, 4, 0, 0, 0
defi i6, 1, 0, 0, 0
defi i7, 1, 0, 0, 0
mov r0, v0
mov r1, c0
rep i6
add r0, r0, c21
rep i7
max r0, r0, r1
rep i2
add r0, r0, c19
rep i3
add r0, r0, c23
rep i1
mad r1, r0, r0, r1
add r0, r0, r1
endrep
endrep
endrep
endrep
endrep
mov oC0, r0
