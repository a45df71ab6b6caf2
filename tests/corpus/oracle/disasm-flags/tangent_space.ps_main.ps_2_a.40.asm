    ps_2_x
    def c0, 2, -1, 0, 0
    dcl t0.xy
    dcl t1.xyz
    dcl_2d s0
    dcl_2d s1
    texld r0, t0, s1
    texld r1, t0, s0
    mad r1.xyz, r1, c0.x, c0.y
    nrm r2.xyz, t1
    dp3_sat r1.x, r1, r2
    mul r0, r0, r1.x
    mov oC0, r0

// approximately 9 instruction slots used (2 texture, 7 arithmetic)
