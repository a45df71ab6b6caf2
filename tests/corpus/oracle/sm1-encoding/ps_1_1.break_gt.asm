ps_1_1
rep i0
add r1, v0, c0
break_gt v0.x, c0.x
endrep
mov r0, v0
