    ps_2_x
    def c0, 1.61800003, 0.333299994, 0, 0
    dcl t0
    mad r0, t0, c0.x, c0.y
    frc r0, r0
    mad r0, r0, c0.x, c0.y
    frc r0, r0
    mad r0, r0, c0.x, c0.y
    frc r0, r0
    mad r0, r0, c0.x, c0.y
    frc r0, r0
    mad r0, r0, c0.x, c0.y
    frc r0, r0
    mad r0, r0, c0.x, c0.y
    frc r0, r0
    mad r0, r0, c0.x, c0.y
    frc r0, r0
    mov oC0, r0

// approximately 15 instruction slots used
