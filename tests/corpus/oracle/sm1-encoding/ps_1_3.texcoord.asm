ps_1_3
texcoord t0
mov r0, v0
