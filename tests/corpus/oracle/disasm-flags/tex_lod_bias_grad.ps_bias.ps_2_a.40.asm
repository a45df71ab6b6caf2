    ps_2_x
    def c1, 1, 0, 0.75, 0
    dcl t0.xy
    dcl_2d s0
    mul r0.xyz, t0.xyxw, c1.xxyw
    mov r0.w, c0.x
    texldb r0, r0, s0
    mul r0, r0, c1.z
    mov oC0, r0

// approximately 5 instruction slots used (1 texture, 4 arithmetic)
