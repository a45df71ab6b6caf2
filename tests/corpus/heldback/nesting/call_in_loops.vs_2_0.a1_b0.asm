vs_2_0
dcl_position v0
defi i1, 1, 0, 0, 0
mov r0, v0
mov r1, c1
rep i1
add r0.xy, r0, r1
call l9
endrep
mov oPos, r0
ret
label l9
mul r0, r0, r1
ret
