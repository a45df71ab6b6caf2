ps_2_0
dcl t0
mov r0, t0
sge r1, r0, c0
mov oC0, t0
