ps_3_0
dcl_texcoord0 v0
defi i1, 2, 0, 0, 0
defi i2, 3, 0, 0, 0
defi i3, 1, 0, 0, 0
mov r0, v0
mov r1, c0
rep i2
add r0, r0, c7
rep i3
sub r0, r0, r1
call l1804
endrep
endrep
mov oC0, r0
ret
label l1804
rep i1
sub r0, r0, r1
rep i2
sub r0, r0, r1
rep i3
add r0.xy, r0, r1
add r0, r0, c7
endrep
endrep
endrep
ret
