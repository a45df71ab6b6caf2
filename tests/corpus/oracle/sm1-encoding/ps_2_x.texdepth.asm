ps_2_x
dcl t0
mov r0, t0
texdepth r1
mov oC0, t0
