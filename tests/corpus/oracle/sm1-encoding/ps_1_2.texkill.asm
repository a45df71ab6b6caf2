ps_1_2
texkill t0
mov r0, v0
