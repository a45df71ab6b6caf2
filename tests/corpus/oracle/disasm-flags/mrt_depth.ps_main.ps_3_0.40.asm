    ps_3_0
    def c1, 0.5, 1, 0, 0
    dcl_texcoord v0.xy
    dcl_texcoord1 v1.xyz
    dcl_texcoord2 v2.x
    dcl_2d s0
    texld oC0, v0, s0
    nrm r0.xyz, v1
    mad oC1.xyz, r0, c1.x, c1.x
    mul oC2.y, v2.x, v2.x
    mad oDepth, v2.x, c0.x, c0.y
    mov oC1.w, c1.y
    mul oC2.xzw, c1.yyzz, v2.x
    mov oC3, c0

// approximately 10 instruction slots used (1 texture, 9 arithmetic)
