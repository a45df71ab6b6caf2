ps_3_0
dcl_texcoord0 v0
defi i1, 4, 0, 0, 0
defi i3, 3, 0, 0, 0
defi i5, 1, 0, 0, 0
mov r0, v0
mov r1, c0
setp_ne p0, r0, r1
rep i5
mul r1, r0, r1
rep i3
add r0, r0, c13
rep i1
mad r1, r0, r0, r1
rep i1
add r0, r0, c6
breakp p0.x
endrep
endrep
endrep
endrep
mov oC0, r0
