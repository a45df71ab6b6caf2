ps_2_0
dcl t0
mov r0, t0
setp_gt p0, r0, c0
if p0.x
mov r1, c0
endif
mov oC0, t0
