ps_2_x
dcl t0
defi i0, 1, 0, 0, 0
defi i2, 3, 0, 0, 0
defi i6, 4, 0, 0, 0
defi i7, 3, 0, 0, 0
mov r0, t0
mov r1, c0
setp_eq p0, r0, r1
rep i2
add r0, r0, c6
rep i0
add r0, r0, c10
rep i6
add r0, r0, c4
rep i7
sub r0, r0, r1
breakp p0.w
endrep
endrep
endrep
endrep
mov oC0, r0
