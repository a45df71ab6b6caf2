    ps_3_0
    dcl_texcoord_pp_centroid v0.xy
    dcl_color_pp v1
    dcl_2d s0
    texld_pp r0, v0, s0
    mul_pp r0, r0, v1
    mul_pp oC0, r0, c0

// approximately 3 instruction slots used (1 texture, 2 arithmetic)
