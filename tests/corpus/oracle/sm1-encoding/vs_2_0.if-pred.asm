vs_2_0
dcl_position v0
mov r0, v0
setp_gt p0, r0, c0
if p0.x
mov r1, c0
endif
mov oPos, v0
