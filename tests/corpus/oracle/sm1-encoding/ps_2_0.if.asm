ps_2_0
dcl t0
mov r0, t0
if b0
mov r1, c0
endif
mov oC0, t0
