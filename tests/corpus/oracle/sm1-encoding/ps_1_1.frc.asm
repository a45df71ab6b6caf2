ps_1_1
frc r1, v0
mov r0, v0
