ps_1_4
texcoord t0
mov r0, v0
