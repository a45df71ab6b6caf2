ps_2_sw
dcl t0
defi i0, 1, 0, 0, 0
defi i2, 1, 0, 0, 0
defi i4, 4, 0, 0, 0
defi i5, 3, 0, 0, 0
mov r0, t0
mov r1, c1
rep i0
mov r1, r0.yzwx
rep i4
add r0, r0, c22
rep i4
mov r1, r0.yzwx
rep i5
add r0, r0, c18
rep i2
mov r1, r0.yzwx
mov r1, r0.yzwx
endrep
endrep
endrep
endrep
endrep
mov oC0, r0
