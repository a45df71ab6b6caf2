ps_2_sw
dcl t0
defi i1, 3, 0, 0, 0
defi i2, 2, 0, 0, 0
defi i4, 4, 0, 0, 0
defi i5, 4, 0, 0, 0
mov r0, t0
mov r1, c1
rep i2
sub r0, r0, r1
rep i5
max r0, r0, r1
rep i1
add r0, r0, c17
rep i4
add r0, r0, r1
call l5
endrep
endrep
endrep
endrep
mov oC0, r0
ret
label l5
max r0, r0, r1
ret
