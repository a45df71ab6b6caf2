ps_3_0
dcl_texcoord0 v0
defi i0, 1, 0, 0, 0
defi i3, 2, 0, 0, 0
defi i4, 3, 0, 0, 0
defi i6, 3, 0, 0, 0
defi i7, 2, 0, 0, 0
mov r0, v0
mov r1, c0
rep i6
min r1, r1, r0
rep i7
add r0, r0, c10
rep i4
add r0, r0, c14
rep i4
add r1, r1, r0
rep i0
add r1, r1, r0
rep i3
mov r1, r0.yzwx
mul r1, r0, r1
endrep
endrep
endrep
endrep
endrep
endrep
mov oC0, r0
