    ps_3_0
    def c1, 1.44269502, 0.159154937, 0.5, 2
    def c2, 6.28318548, -3.14159274, 0.693147182, 0
    dcl_texcoord v0
    add r0.x, c1.w, v0.w
    log r0.x, r0.x
    mul r0.w, r0.x, c2.z
    mul r1.x, c1.x, v0.z
    exp r0.z, r1.x
    mad r1.xy, v0, c1.y, c1.z
    frc r1.xy, r1
    mad r1.xy, r1, c2.x, c2.y
    sincos r2.y, r1.x
    sincos r3.x, r1.y
    mov r0.y, r3.x
    mov r0.x, r2.y
    pow r1.x, v0_abs.x, c0.w
    mul oC0, r0, r1.x

// approximately 30 instruction slots used
