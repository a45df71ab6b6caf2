    ps_3_0
    def c0, 2, -1, 0, 0
    dcl_texcoord v0.xy
    dcl_texcoord1 v1.xyz
    dcl_2d s0
    dcl_2d s1
    texld r0, v0, s0
    mad r0.xyz, r0, c0.x, c0.y
    nrm r1.xyz, v1
    dp3_sat r0.x, r0, r1
    texld r1, v0, s1
    mul oC0, r0.x, r1

// approximately 8 instruction slots used (2 texture, 6 arithmetic)
