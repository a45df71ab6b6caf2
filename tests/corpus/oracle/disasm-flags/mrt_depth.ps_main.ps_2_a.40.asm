    ps_2_x
    def c1, 0.5, 1, 0, 0
    dcl t0.xy
    dcl t1.xyz
    dcl t2.x
    dcl_2d s0
    texld r0, t0, s0
    mov oC0, r0
    nrm r0.xyz, t1
    mad r0.xyz, r0, c1.x, c1.x
    mov r0.w, c1.y
    mov oC1, r0
    mov oC3, c0
    mad_sat r0.x, t2.x, c0.x, c0.y
    mov oDepth, r0.x
    mul r0.y, t2.x, t2.x
    mul r0.xzw, t2.x, c1.yyzz
    mov oC2, r0

// approximately 14 instruction slots used (1 texture, 13 arithmetic)
