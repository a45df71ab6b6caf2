ps_3_0
dcl_texcoord0 v0
defi i1, 1, 0, 0, 0
defi i3, 2, 0, 0, 0
defi i5, 2, 0, 0, 0
mov r0, v0
mov r1, c1
rep i1
mad r0, r0, r1, r0
rep i5
add r0, r0, c8
rep i3
max r0, r0, r1
mov r1, r0.yzwx
endrep
endrep
endrep
mov oC0, r0
