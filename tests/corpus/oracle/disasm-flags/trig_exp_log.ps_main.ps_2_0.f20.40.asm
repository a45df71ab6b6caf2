    ps_2_0
    def c1, 0.159154937, 0.5, 6.28318548, -3.14159274
    def c2, 1.44269502, 2, 0.693147182, 0
    def c3, -1.55009923e-006, -2.17013894e-005, 0.00260416674, 0.00026041668
    def c4, -0.020833334, -0.125, 1, 0.5
    dcl_pp t0
    mad_pp r0.w, t0.x, c1.x, c1.y
    frc_pp r0.x, r0.w
    mad_pp r0.x, r0.x, c1.z, c1.w
    sincos_pp r1.y, r0.x, c3, c4
    mov_pp r0.x, r1.y
    mad_pp r1.x, t0.y, c1.x, c1.y
    frc_pp r1.x, r1.x
    mad_pp r1.x, r1.x, c1.z, c1.w
    sincos_pp r2.x, r1.x, c3, c4
    mov_pp r0.y, r2.x
    add_pp r1.x, t0.w, c2.y
    log_pp r1.x, r1.x
    mul_pp r0.w, r1.x, c2.z
    mul_pp r1.x, t0.z, c2.x
    exp_pp r0.z, r1.x
    abs_pp r1.x, t0.x
    pow_pp r2.x, r1.x, c0.w
    mul_pp r0, r0, r2.x
    mov_pp oC0, r0

// approximately 35 instruction slots used
