ps_2_x
dcl t0
mov r0, t0
if_ge r0.x, c0.x
mov r1, c0
endif
mov oC0, t0
