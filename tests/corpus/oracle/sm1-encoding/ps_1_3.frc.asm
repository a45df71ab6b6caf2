ps_1_3
frc r1, v0
mov r0, v0
