ps_2_x
dcl t0
mov r0, t0
texkill t0
mov oC0, t0
