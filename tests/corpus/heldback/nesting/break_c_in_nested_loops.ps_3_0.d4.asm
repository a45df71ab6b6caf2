ps_3_0
dcl_texcoord0 v0
defi i2, 1, 0, 0, 0
defi i3, 3, 0, 0, 0
defi i4, 1, 0, 0, 0
mov r0, v0
mov r1, c0
rep i4
add r0, r0, c17
rep i2
add r0, r0, c18
rep i4
mad r1, r0, r0, r1
rep i3
mov r1, r0.yzwx
break_lt r0.x, r1.z
endrep
endrep
endrep
endrep
mov oC0, r0
