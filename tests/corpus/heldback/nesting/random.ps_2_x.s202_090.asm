ps_2_x
dcl t0
defi i2, 2, 0, 0, 0
defi i3, 2, 0, 0, 0
defi i4, 1, 0, 0, 0
defi i6, 3, 0, 0, 0
mov r0, t0
mov r1, c0
rep i4
add r1, r1, r0
dp4 r0.x, r0, r1
endrep
rep i3
add r1, r1, r0
mov r1, r0.yzwx
setp_eq p0, r0, r1
rep i6
add r0, r0, c21
rep i2
mov r1, r0.yzwx
dp4 r0.x, r0, r1
call l15
endrep
endrep
endrep
add r0, r0, c19
sub r0, r0, r1
mov oC0, r0
ret
label l15
rep i6
dp4 r0.x, r0, r1
dp4 r0.x, r0, r1
rep i2
add r1, r1, r0
add r0, r0, c20
endrep
endrep
ret
