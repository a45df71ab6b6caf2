ps_1_2
setp_gt p0, v0, c0
callnz l0, p0.x
mov r0, v0
ret
label l0
add r1, v0, c0
ret
