ps_2_x
dcl t0
defi i1, 4, 0, 0, 0
defi i3, 2, 0, 0, 0
defi i5, 3, 0, 0, 0
mov r0, t0
mov r1, c1
rep i1
add r0, r0, c12
rep i5
mul r0, r0, r1
rep i3
max r0, r0, r1
rep i3
add r0, r0, c15
max r0, r0, r1
endrep
endrep
endrep
endrep
mov oC0, r0
