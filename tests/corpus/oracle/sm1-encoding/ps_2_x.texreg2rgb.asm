ps_2_x
dcl t0
mov r0, t0
texreg2rgb r1, r0
mov oC0, t0
