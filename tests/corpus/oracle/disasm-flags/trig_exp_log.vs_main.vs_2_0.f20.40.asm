    vs_2_0
    def c5, 0.159154937, 0.5, 6.28318548, -3.14159274
    def c6, 1, 0, 0, 0
    def c7, -1.55009923e-006, -2.17013894e-005, 0.00260416674, 0.00026041668
    def c8, -0.020833334, -0.125, 1, 0.5
    dcl_position v0
    mul r0.x, v0.y, c4.z
    expp oD0.z, r0.x
    abs r0.x, v0.z
    add r0.x, r0.x, c6.x
    logp oD0.w, r0.x
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3
    mad r0.x, v0.x, c4.x, c4.y
    mad r0.x, r0.x, c5.x, c5.y
    frc r0.x, r0.x
    mad r0.x, r0.x, c5.z, c5.w
    sincos r1.xy, r0.x, c7, c8
    mov oD0.xy, r1.yxzw

// approximately 22 instruction slots used
