    ps_2_0
    def c0, 2, -1, 0, 0
    dcl t0.xy
    dcl t1.xyz
    dcl_2d s0
    dcl_2d s1
    texld r0, t0, s0
    texld r1, t0, s1
    mad r0.xyz, r0, c0.x, c0.y
    nrm r2.xyz, t1
    dp3_sat r0.x, r0, r2
    mul r0, r0.x, r1
    mov oC0, r0

// approximately 9 instruction slots used (2 texture, 7 arithmetic)
