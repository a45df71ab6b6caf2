    ps_2_0
    dcl_centroid t0.xy
    dcl v0
    dcl_2d s0
    texld_pp r0, t0, s0
    mul r0, r0, v0
    mul_pp r0, r0, c0
    mov_pp oC0, r0

// approximately 4 instruction slots used (1 texture, 3 arithmetic)
