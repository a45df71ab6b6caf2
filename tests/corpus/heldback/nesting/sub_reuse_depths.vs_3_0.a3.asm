vs_3_0
dcl_position v0
dcl_position o0
defi i0, 1, 0, 0, 0
defi i1, 4, 0, 0, 0
defi i3, 3, 0, 0, 0
defi i7, 3, 0, 0, 0
mov r0, v0
mov r1, c1
call l1105
rep i1
mul r1, r0, r1
rep i3
add r0, r0, c16
rep i7
mul r1, r0, r1
call l1105
endrep
endrep
endrep
mov o0, r0
ret
label l1105
rep i0
max r0, r0, r1
endrep
ret
