ps_2_0
dcl t0
dcl_2d s0
mov r0, t0
texldp r1, t0, s0
mov oC0, t0
