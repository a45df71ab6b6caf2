ps_3_sw
dcl_texcoord0 v0
defi i1, 4, 0, 0, 0
defi i2, 3, 0, 0, 0
defi i4, 1, 0, 0, 0
defi i7, 3, 0, 0, 0
mov r0, v0
mov r1, c1
rep i7
mov r1, r0.yzwx
rep i1
add r0, r0, c16
rep i2
mad r1, r0, r0, r1
rep i4
mov r1, r0.yzwx
dp4 r0.x, r0, r1
endrep
endrep
endrep
endrep
mov oC0, r0
