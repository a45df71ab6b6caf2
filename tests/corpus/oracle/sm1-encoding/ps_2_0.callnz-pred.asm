ps_2_0
dcl t0
mov r0, t0
setp_gt p0, r0, c0
callnz l0, p0.x
mov oC0, t0
ret
label l0
add r1, r0, c0
ret
