    ps_3_0
    dcl_texcoord_pp v0.xy
    dcl_texcoord1_pp v1.xyz
    dcl_2d s0
    nrm_pp r0.xyz, v1
    dp3_sat_pp r0.x, r0, c0
    texld_pp r1, v0, s0
    mul_pp oC0.xyz, r0.x, r1
    mov_pp oC0.w, r1.w

// approximately 7 instruction slots used (1 texture, 6 arithmetic)
