ps_2_x
dcl t0
mov r0, t0
bem r1.rg, r0, c0
mov oC0, t0
