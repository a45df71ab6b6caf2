ps_1_1
texkill t0
mov r0, v0
