vs_3_0
dcl_position v0
dcl_position o0
defi i1, 4, 0, 0, 0
defi i4, 1, 0, 0, 0
defi i6, 4, 0, 0, 0
mov r0, v0
mov r1, c1
rep i6
mov r1, r0.yzwx
rep i1
add r0, r0, c34
rep i4
add r1, r1, r0
rep i1
add r0, r0, c37
call l1053
endrep
endrep
endrep
endrep
mov o0, r0
ret
label l1053
mad r0, r0, r1, r0
ret
