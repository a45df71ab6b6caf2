    vs_2_x
    def c6, 0.841470957, 0.159154937, 0.5, -0.00138883968
    def c7, 6.28318548, -3.14159274, -2.52398507e-007, 2.47609005e-005
    def c8, 0.0416666418, 1, 0, 0
    dcl_position v0
    mov r0.x, c6.x
    sge r0.y, c4.x, r0.x
    mad r0.y, r0.y, c6.y, c6.z
    frc r0.y, r0.y
    mad r0.y, r0.y, c7.x, c7.y
    mul r0.y, r0.y, r0.y
    mad r0.z, r0.y, c7.z, c7.w
    mad r0.z, r0.y, r0.z, c6.w
    mad r0.z, r0.y, r0.z, c8.x
    mad r0.z, r0.y, r0.z, -c6.z
    mad r0.y, r0.y, r0.z, c8.y
    log r0.y, r0.y
    sge r1, c5.wzyx, r0.x
    add r1, r1, c8.y
    log r2.x, r1.x
    log r2.y, r1.y
    log r2.z, r1.z
    log r2.w, r1.w
    mul r0, r0.y, r2
    exp oT0.x, r0.x
    exp oT0.y, r0.y
    exp oT0.z, r0.z
    exp oT0.w, r0.w
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3

// approximately 27 instruction slots used
