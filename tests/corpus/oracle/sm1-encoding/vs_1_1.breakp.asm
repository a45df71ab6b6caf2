vs_1_1
dcl_position v0
mov r0, v0
setp_gt p0, r0, c0
rep i0
add r1, r0, c0
breakp p0.x
endrep
mov oPos, v0
