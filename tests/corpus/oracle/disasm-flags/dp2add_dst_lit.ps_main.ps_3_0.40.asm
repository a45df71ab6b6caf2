    ps_3_0
    def c1, 0, 0, 0, 0
    dcl_texcoord v0.xy
    dcl_texcoord1 v1.xy
    mov r0.xy, c0
    dp2add r0.x, v0, r0, c1.x
    mov r1.xy, v0
    dp2add oC0, r1, v1, r0.x

// approximately 6 instruction slots used
