ps_1_4
rep i0
add r1, v0, c0
endrep
mov r0, v0
