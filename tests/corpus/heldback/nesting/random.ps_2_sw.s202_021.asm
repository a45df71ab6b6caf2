ps_2_sw
dcl t0
defi i0, 4, 0, 0, 0
defi i4, 3, 0, 0, 0
defi i5, 4, 0, 0, 0
defi i7, 2, 0, 0, 0
mov r0, t0
mov r1, c0
add r1, r1, r0
rep i4
mad r0, r0, r1, r0
add r0, r0, c23
rep i0
add r1, r1, r0
setp_gt p0, r0, r1
rep i5
sub r0, r0, r1
add r0, r0, c18
rep i7
mad r0, r0, r1, r0
rep i5
add r0, r0, c24
min r1, r1, r0
add r0, r0, c23
endrep
sub r0, r0, r1
min r1, r1, r0
endrep
endrep
endrep
endrep
mad r0, r0, r1, r0
sub r0, r0, r1
mov oC0, r0
