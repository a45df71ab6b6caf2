ps_2_0
dcl t0
mov r0, t0
texm3x3vspec r1, r0
mov oC0, t0
