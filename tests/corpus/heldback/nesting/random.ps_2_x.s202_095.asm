ps_2_x
dcl t0
defi i0, 4, 0, 0, 0
defi i3, 4, 0, 0, 0
defi i4, 3, 0, 0, 0
defi i5, 3, 0, 0, 0
mov r0, t0
mov r1, c1
rep i5
mov r1, r0.yzwx
sub r0, r0, r1
rep i0
add r0, r0, c7
rep i4
add r1, r1, r0
rep i3
max r0, r0, r1
max r0, r0, r1
sub r0, r0, r1
break
endrep
endrep
endrep
endrep
if_lt r0.y, r1.z
max r0, r0, r1
endif
mov oC0, r0
