ps_2_0
dcl t0
mov r0, t0
texdepth r1
mov oC0, t0
