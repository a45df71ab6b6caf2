    vs_3_0
    def c20, 15, 1, 0, 0
    dcl_position v0
    dcl_blendweight v1
    dcl_position o0
    dcl_color o1
    mul r0.x, c20.x, v1.x
    frc r0.y, r0.x
    add r0.z, r0.x, -r0.y
    slt r0.y, -r0.y, r0.y
    slt r0.x, r0.x, -r0.x
    mad r0.x, r0.x, r0.y, r0.z
    mova a0.x, r0.x
    frc r0, v0
    mad r0, c0[a0.x], v1.y, r0
    exp r1.x, v1.z
    add r0, r0, r1.x
    add r1.x, c20.y, v1_abs.w
    log r1.x, r1.x
    add o1, r0, r1.x
    dp4 o0.x, v0, c16
    dp4 o0.y, v0, c17
    dp4 o0.z, v0, c18
    dp4 o0.w, v0, c19

// approximately 18 instruction slots used
