ps_2_x
dcl t0
mov r0, t0
log r1, r0.x
mov oC0, t0
