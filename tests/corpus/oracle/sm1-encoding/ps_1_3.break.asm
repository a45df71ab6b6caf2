ps_1_3
rep i0
add r1, v0, c0
break
endrep
mov r0, v0
