vs_2_x
dcl_position v0
mov r0, v0
setp_gt p0, r0, c0
callnz l0, p0.x
mov oPos, v0
ret
label l0
add r1, r0, c0
ret
