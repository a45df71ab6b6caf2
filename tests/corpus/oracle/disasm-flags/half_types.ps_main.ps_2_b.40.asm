    ps_2_x
    dcl_pp t0.xy
    dcl_pp t1.xyz
    dcl_2d s0
    texld_pp r0, t0, s0
    nrm_pp r1.xyz, t1
    dp3_sat_pp r1.x, r1, c0
    mul_pp r0.xyz, r0, r1.x
    mov_pp oC0, r0

// approximately 7 instruction slots used (1 texture, 6 arithmetic)
