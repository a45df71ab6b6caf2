ps_1_2
rsq r1, v0.x
mov r0, v0
