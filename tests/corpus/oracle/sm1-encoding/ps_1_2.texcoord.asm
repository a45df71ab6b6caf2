ps_1_2
texcoord t0
mov r0, v0
