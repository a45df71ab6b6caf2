ps_1_1
rsq r1, v0.x
mov r0, v0
