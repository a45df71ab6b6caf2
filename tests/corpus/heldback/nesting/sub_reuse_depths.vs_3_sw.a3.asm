vs_3_sw
dcl_position v0
dcl_position o0
defi i2, 4, 0, 0, 0
defi i4, 2, 0, 0, 0
defi i5, 4, 0, 0, 0
mov r0, v0
mov r1, c1
call l1161
rep i5
mov r1, r0.yzwx
rep i5
mov r1, r0.yzwx
rep i4
add r0, r0, c59
call l1161
endrep
endrep
endrep
mov o0, r0
ret
label l1161
rep i2
mov r1, r0.yzwx
endrep
ret
