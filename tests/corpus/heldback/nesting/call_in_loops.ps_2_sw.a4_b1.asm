ps_2_sw
dcl t0
defi i2, 3, 0, 0, 0
defi i4, 4, 0, 0, 0
defi i5, 1, 0, 0, 0
defi i6, 4, 0, 0, 0
defi i7, 2, 0, 0, 0
mov r0, t0
mov r1, c0
rep i4
max r0, r0, r1
rep i7
add r0.xy, r0, r1
rep i6
min r1, r1, r0
rep i5
add r0, r0, c14
call l4
endrep
endrep
endrep
endrep
mov oC0, r0
ret
label l4
rep i2
add r0, r0, c14
add r0.xy, r0, r1
endrep
ret
