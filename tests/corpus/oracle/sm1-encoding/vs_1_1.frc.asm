vs_1_1
dcl_position v0
mov r0, v0
frc r1.xy, r0
mov oPos, v0
