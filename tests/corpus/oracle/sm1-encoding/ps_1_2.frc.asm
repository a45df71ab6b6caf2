ps_1_2
frc r1, v0
mov r0, v0
