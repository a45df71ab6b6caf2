vs_2_0
dcl_position v0
defi i1, 2, 0, 0, 0
mov r0, v0
mov r1, c0
add r0, r0, c24
rep i1
add r0, r0, c27
sub r0, r0, r1
endrep
mov oPos, r0
