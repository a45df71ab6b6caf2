    ps_3_0
    def c1, 1, 0, 0.75, 0
    dcl_texcoord v0.xy
    dcl_2d s0
    mul r0.xyz, c1.xxyw, v0.xyxw
    mov r0.w, c0.x
    texldb r0, r0, s0
    mul oC0, r0, c1.z

// approximately 4 instruction slots used (1 texture, 3 arithmetic)
