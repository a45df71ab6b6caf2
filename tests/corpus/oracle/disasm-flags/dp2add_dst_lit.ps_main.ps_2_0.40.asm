    ps_2_0
    def c1, 0, 0, 0, 0
    dcl t0.xy
    dcl t1.xy
    mov r0.xy, c0
    dp2add r0.x, t0, r0, c1.x
    mov r1.xy, t0
    dp2add r0, r1, t1, r0.x
    mov oC0, r0

// approximately 7 instruction slots used
