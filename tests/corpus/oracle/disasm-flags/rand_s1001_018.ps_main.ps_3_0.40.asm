    ps_3_0
    def c9, 1, 0.707099974, 0, 0
    def c10, 0.159154937, 0.5, 6.28318548, -3.14159274
    def c11, -2.52398507e-007, 2.47609005e-005, -0.00138883968, 0.0416666418
    def c12, 1.21000004, 1.29999995, 1.75999999, -1.33000004
    dcl_2d s0
    frc r0, c7
    mad r0, r0, c10.x, c10.y
    frc r0, r0
    mad r0, r0, c10.z, c10.w
    mul r0, r0, r0
    mad r1, r0, c11.x, c11.y
    mad r1, r0, r1, c11.z
    mad r1, r0, r1, c11.w
    mad r1, r0, r1, -c10.y
    mad r0, r0, r1, c9.x
    mov r1, c8
    min r2, r1.wzyx, c12
    max r1, c9.y, r2
    texldp r1, r1, s0
    add oC0, r0, r1

// approximately 15 instruction slots used (1 texture, 14 arithmetic)
