ps_3_sw
dcl_texcoord0 v0
defi i6, 4, 0, 0, 0
defi i7, 3, 0, 0, 0
mov r0, v0
mov r1, c1
rep i6
min r1, r1, r0
rep i7
dp4 r0.x, r0, r1
rep i6
add r0, r0, c4
add r1, r1, r0
endrep
endrep
endrep
mov oC0, r0
