vs_3_sw
dcl_position v0
dcl_position o0
defi i4, 3, 0, 0, 0
mov r0, v0
mov r1, c0
call l802
rep i4
add r0, r0, c8
rep i4
add r0, r0, c11
call l802
endrep
endrep
mov o0, r0
ret
label l802
rep i4
add r0, r0, r1
endrep
ret
