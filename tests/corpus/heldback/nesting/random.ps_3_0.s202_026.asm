ps_3_0
dcl_texcoord0 v0
defi i0, 4, 0, 0, 0
defi i6, 4, 0, 0, 0
defi i11, 2, 0, 1, 0
mov r0, v0
mov r1, c0
rep i6
mad r0, r0, r1, r0
rep i6
add r0, r0, c16
loop aL, i11
sub r0, r0, r1
mad r0, r0, r1, r0
mov r1, r0.yzwx
rep i0
mad r0, r0, r1, r0
mad r0, r0, r1, r0
add r0.xy, r0, r1
mov r1, r0.yzwx
sub r0, r0, r1
endrep
endloop
endrep
endrep
mov oC0, r0
