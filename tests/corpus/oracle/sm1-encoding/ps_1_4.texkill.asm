ps_1_4
texkill t0
mov r0, v0
