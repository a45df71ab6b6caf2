    ps_2_x
    dcl t0.xy
    dcl t1.xy
    dcl_2d s0
    mul r0.xy, t1, c0.x
    mov r1.xy, t1.yxzw
    texldd r0, t0, s0, r0, r1
    mov oC0, r0

// approximately 6 instruction slots used (1 texture, 5 arithmetic)
