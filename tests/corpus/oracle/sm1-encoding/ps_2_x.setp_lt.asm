ps_2_x
dcl t0
mov r0, t0
setp_lt p0, r0, c0
mov oC0, t0
