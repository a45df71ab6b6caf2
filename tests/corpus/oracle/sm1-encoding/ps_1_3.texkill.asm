ps_1_3
texkill t0
mov r0, v0
