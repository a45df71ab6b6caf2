    ps_2_x
    def c1, 0, 0.75, 0, 0
    dcl t0.xy
    dcl_2d s0
    mov r0.xy, t0
    mov r0.z, c1.x
    mov r0.w, c0.x
    texldb r0, r0, s0
    mul r0, r0, c1.y
    mov oC0, r0

// approximately 6 instruction slots used (1 texture, 5 arithmetic)
