ps_1_2
setp_gt p0, v0, c0
rep i0
add r1, v0, c0
breakp p0.x
endrep
mov r0, v0
