ps_2_x
dcl t0
defi i1, 1, 0, 0, 0
defi i2, 3, 0, 0, 0
defi i3, 3, 0, 0, 0
mov r0, t0
mov r1, c1
rep i1
add r0, r0, c24
rep i1
dp4 r0.x, r0, r1
rep i3
mov r1, r0.yzwx
rep i1
dp4 r0.x, r0, r1
rep i2
mov r1, r0.yzwx
add r0, r0, c20
endrep
endrep
endrep
endrep
endrep
mov oC0, r0
