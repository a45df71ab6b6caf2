ps_2_x
dcl t0
dcl t1
mov r0, t0
mov oC0, t0
