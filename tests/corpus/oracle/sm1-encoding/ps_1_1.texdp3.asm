ps_1_1
tex t0
texdp3 t1, t0
mov r0, v0
