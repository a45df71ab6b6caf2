vs_3_0
dcl_position v0
dcl_position o0
defi i3, 1, 0, 0, 0
defi i4, 4, 0, 0, 0
defi i5, 2, 0, 0, 0
mov r0, v0
mov r1, c0
call l1711
rep i5
mad r0, r0, r1, r0
rep i3
add r0, r0, r1
call l1711
endrep
endrep
mov o0, r0
ret
label l1711
rep i4
add r1, r1, r0
endrep
ret
