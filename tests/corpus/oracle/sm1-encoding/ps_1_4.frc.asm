ps_1_4
frc r1, v0
mov r0, v0
