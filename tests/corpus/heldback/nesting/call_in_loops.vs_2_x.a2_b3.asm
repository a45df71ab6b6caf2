vs_2_x
dcl_position v0
defi i2, 1, 0, 0, 0
defi i4, 1, 0, 0, 0
defi i5, 4, 0, 0, 0
defi i6, 3, 0, 0, 0
mov r0, v0
mov r1, c1
rep i4
add r0, r0, c57
rep i2
mul r0, r0, r1
call l12
endrep
endrep
mov oPos, r0
ret
label l12
rep i6
mov r1, r0.yzwx
rep i5
add r0.xy, r0, r1
rep i6
sub r0, r0, r1
mov r1, r0.yzwx
endrep
endrep
endrep
ret
