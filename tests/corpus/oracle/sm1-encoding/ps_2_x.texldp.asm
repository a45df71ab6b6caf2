ps_2_x
dcl t0
dcl_2d s0
mov r0, t0
texldp r1, t0, s0
mov oC0, t0
