ps_3_sw
dcl_texcoord0 v0
defi i1, 1, 0, 0, 0
defi i2, 4, 0, 0, 0
defi i3, 2, 0, 0, 0
defi i4, 2, 0, 0, 0
mov r0, v0
mov r1, c1
setp_ne p0, r0, r1
rep i4
add r1, r1, r0
rep i2
mov r1, r0.yzwx
rep i3
add r1, r1, r0
rep i1
add r1, r1, r0
breakp p0.w
endrep
endrep
endrep
endrep
mov oC0, r0
