ps_2_0
dcl t0
mov r0, t0
exp r1, r0.x
mov oC0, t0
