ps_1_1
texldp r1, t0, s0
mov r0, v0
