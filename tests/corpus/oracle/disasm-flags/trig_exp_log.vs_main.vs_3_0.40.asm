    vs_3_0
    def c5, 0.159154937, 0.5, 6.28318548, -3.14159274
    def c6, 1, 0, 0, 0
    dcl_position v0
    dcl_position o0
    dcl_color o1
    mul r0.x, c4.z, v0.y
    exp o1.z, r0.x
    add r0.x, c6.x, v0_abs.z
    log o1.w, r0.x
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 o0.z, v0, c2
    dp4 o0.w, v0, c3
    mad r0.x, v0.x, c4.x, c4.y
    mad r0.x, r0.x, c5.x, c5.y
    frc r0.x, r0.x
    mad r0.x, r0.x, c5.z, c5.w
    sincos r1.xy, r0.x
    mov o1.xy, r1.yxzw

// approximately 21 instruction slots used
