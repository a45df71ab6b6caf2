ps_2_0
dcl t0
mov r0, t0
setp_gt p0, r0, c0
rep i0
add r1, r0, c0
breakp p0.x
endrep
mov oC0, t0
