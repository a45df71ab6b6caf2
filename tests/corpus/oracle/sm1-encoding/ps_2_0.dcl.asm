ps_2_0
dcl t0
dcl t1
mov r0, t0
mov oC0, t0
